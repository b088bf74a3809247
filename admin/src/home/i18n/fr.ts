import type { Texts } from '../../providers/i18n/texts'

/** Texts of the dashboard home (home), French being the reference. */
export const homeFr = {
  greeting: 'Bonjour %{name}',
  organization: 'Vous travaillez pour %{organization}',
  shortcuts_title: 'Accès rapides',
  coming_soon: 'Bientôt disponible',
  empty: 'Aucun accès rapide pour votre profil.',
  checklist: {
    title: 'Mise en route de %{name}',
    help: 'Ce qui manque encore avant le premier rachat ; chaque ligne mène à l’écran qui la règle.',
    done: 'Fait',
    todo: 'À faire',
    by_platform: 'L’équipe de la plateforme s’en charge : contactez-la.',
    items: {
      linked_buyer: 'Un acheteur lié au client',
      published_category: 'Une catégorie publiée',
      published_product: 'Un produit publié avec ses prix par état et ses questions de diagnostic',
      circuit_web: 'Un circuit web avec un mode de paiement et un mode de transport',
      circuit_store:
        'Un circuit magasin avec un mode de paiement (et un mode de transport s’il expédie les articles)',
      workshop_stocks: 'Un atelier avec ses stocks',
      white_label_host: 'Un site en marque blanche actif',
    },
  },
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
