import type { Texts } from '../../providers/i18n/texts'

/** Texts of the dashboard home (home), French being the reference. */
export const homeFr = {
  greeting: 'Bonjour %{name}',
  organization: 'Vous travaillez pour %{organization}',
  shortcuts_title: 'Accès rapides',
  coming_soon: 'Bientôt disponible',
  empty: 'Aucun accès rapide pour votre profil.',
  shortcuts: {
    preCreated: 'Rachats prédéclarés',
    checkin: 'Réceptionner',
    buybacks: 'Rachats',
    catalogue: 'Catalogue',
    control: 'Contrôler',
    entities: 'Entités',
    itemsStock: 'Articles en stock',
    refurbSteps: 'Types d’étapes',
    diagnose: 'Diagnostiquer',
    newBuyback: 'Nouveau rachat',
    ship: 'Expédier',
    users: 'Utilisateurs',
  },
}

export type HomeTexts = Texts<typeof homeFr>
