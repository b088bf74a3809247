import type { Texts } from '../../providers/i18n/texts'

/** Texts of the design page (design), French being the reference. */
export const designFr = {
  title: 'Apparence',
  logo: 'Logo',
  favicon: 'Favicon',
  picker: 'Choisir la couleur',
  none: 'Aucun',
  choose: 'Choisir un fichier',
  replace: 'Remplacer',
  remove: 'Retirer',
  sent: 'Image enregistrée',
  failed: "L'image n'a pas pu être envoyée.",
  help: {
    logo: 'JPG ou PNG, 250 ko au plus ; 250 × 50 pixels recommandés.',
    favicon: 'ICO ou PNG, 20 ko au plus ; 16 × 16 pixels recommandés.',
    colour: 'Format #rrggbb ; la boutique et le back-office la reprennent aussitôt.',
  },
  too_big: {
    logo: 'Le logo ne doit pas dépasser 250 ko.',
    favicon: 'Le favicon ne doit pas dépasser 20 ko.',
  },
  validation: {
    colour: 'Une couleur au format #rrggbb',
  },
}

export type DesignTexts = Texts<typeof designFr>
