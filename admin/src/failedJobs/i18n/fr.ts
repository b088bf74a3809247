import type { Texts } from '../../providers/i18n/texts'

/** Texts of the failed-jobs screen (resources.failed-jobs), French being the reference. */
export const failedJobsFr = {
  name: 'Tâche en échec |||| Tâches en échec',
  fields: {
    q: 'Rechercher',
    id: 'N°',
    type: 'Type',
    payload: 'Données',
    attempts: 'Essais',
    lastError: 'Dernière erreur',
    createdAt: 'Créée le',
    failedAt: 'En échec depuis',
  },
  types: {
    cart_confirmation_mail: 'E-mail de confirmation de panier',
    litigation_proposal_mail: 'E-mail de proposition de prix',
    quarantine_mail: 'E-mail de mise en quarantaine',
    shipping_label: "Étiquette d'envoi",
    purge_finished_jobs: 'Nettoyage des tâches terminées',
  },
  empty: 'Aucune tâche en échec : la file de travail tourne normalement.',
  retry: {
    button: 'Relancer',
    done: 'La tâche est remise dans la file.',
  },
  discard: {
    button: 'Abandonner',
    title: 'Abandonner la tâche n° %{id} ?',
    text: 'Son travail ne sera pas fait. Cette action est définitive.',
    confirm: 'Abandonner',
    cancel: 'Annuler',
    done: 'La tâche est abandonnée.',
  },
  help: 'Les tâches qui ont épuisé leurs essais. Une tâche relancée repart avec tous ses essais ; son travail déjà fait ne se refait pas.',
}

export type FailedJobTexts = Texts<typeof failedJobsFr>
