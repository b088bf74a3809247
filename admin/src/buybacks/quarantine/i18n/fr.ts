import type { Texts } from '../../../providers/i18n/texts'

/** Texts of the quarantine list (resources.buybacksQuarantine), French being the reference. */
export const quarantineFr = {
  name: 'Quarantaine',
  empty: "Aucun article n'est en quarantaine.",
  fields: {
    buyback: 'N° ou id du rachat',
    status: 'Statut',
    identificationNumber: "N° d'article",
    name: 'Produit',
    stock: 'Stock',
    workshop: 'Atelier',
    quarantinedAt: 'En quarantaine depuis',
    reason: 'Motif',
    readyFrom: 'Disponible à partir du',

    buybackNumber: 'Rachat %{number}',
    readyFromShort: 'dès le %{date}',
  },
  release: {
    action: 'Sortir de quarantaine',
    title: "Sortir l'article %{number} de quarantaine",
    stock: 'Stock de destination',
    readyFrom: 'Disponible à partir du',
    comment: 'Commentaire',
    confirmation: "Je confirme que l'article a été déplacé physiquement dans ce stock.",
    confirm: 'Sortir de quarantaine',
    done: "L'article est sorti de quarantaine.",
  },
  mail: {
    action: 'Renvoyer le mail de quarantaine',
    done: 'Le mail de quarantaine est en cours d’envoi.',
  },
  label: { action: 'Étiquette retour' },
}

export type QuarantineTexts = Texts<typeof quarantineFr>
