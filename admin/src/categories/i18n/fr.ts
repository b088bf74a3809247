import type { Texts } from '../../providers/i18n/texts'

/** Texts of the category screens (resources.categories), French being the reference. */
export const categoriesFr = {
  name: 'Catégorie |||| Catégories',
  fields: {
    label: 'Libellé',
    identifier: 'Identifiant',
    parentId: 'Catégorie parente',
    status: 'Statut',
    buyerAccountId: 'Acheteur',
    warehouseIds: 'Ateliers de référence',
    circuitIds: 'Circuits actifs',
    defaultLength: 'Longueur (cm)',
    defaultWidth: 'Largeur (cm)',
    defaultHeight: 'Hauteur (cm)',
    defaultWeight: 'Poids (g)',
    maxWeight: 'Poids maximum (g)',
    image: 'Image de la catégorie',
    imageUrl: 'Image',
    imageAlt: 'Texte alternatif de l’image',
    highlightedInstruction: 'Consigne mise en avant',
    childrenDescription: 'Description des sous-catégories',
    absorptionType: 'Type d’absorption',
    absorptionValue: 'Valeur d’absorption',
    requiresDataErasure: 'Effacement des données obligatoire',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  sections: {
    general: 'Informations générales',
    buyer: 'Acheteur et ateliers',
    circuits: 'Circuits',
    dimensions: 'Dimensions et poids par défaut des produits',
    image: 'Image',
    texts: 'Textes',
    absorption: 'Absorption des écarts de prix',
    refurbishment: 'Reconditionnement',
  },
  help: {
    first_category:
      'Première catégorie du compte : elle est créée sans catégorie parente et devient la racine du catalogue.',
    no_buyer_super_admin:
      'Aucun acheteur n’est lié à ce client : la liste des acheteurs reste vide tant qu’il n’y en a pas.',
    link_buyers: 'Lier des acheteurs à ce client',
    no_buyer:
      'Aucun acheteur n’est lié à votre compte : c’est l’administrateur de la plateforme qui lie les acheteurs. Demandez-lui de le faire.',
    identifier: 'Lettres minuscules, chiffres, « - » et « _ » ; unique dans le catalogue.',
    buyer_locked: 'Seul un super administrateur peut changer l’acheteur.',
    children_description: '255 caractères maximum, sans balises.',
    absorption_euros: 'Montant en euros absorbé par la catégorie.',
    absorption_percent: 'Pourcentage du prix (0 à 100).',
    requires_data_erasure:
      'Un produit de cette catégorie n’entre en stock vendable qu’après une étape d’effacement des données terminée (méthode et certificat).',
  },
  absorption: {
    none: 'Aucune',
    value: 'Par valeur',
    percentage_declared: 'Pourcentage du prix déclaré',
    percentage_controlled: 'Pourcentage du prix contrôlé',
  },
  validation: {
    identifier: 'Lettres minuscules, chiffres, « - » et « _ » uniquement',
    no_markup: 'Les balises (< ou >) ne sont pas autorisées',
    integer: 'Nombre entier uniquement',
  },
  image: {
    choose: 'Choisir une image',
    replace: 'Remplacer l’image',
    remove: 'Retirer',
    help: 'JPG ou PNG, 250 ko maximum.',
    preview: 'Aperçu de l’image de la catégorie',
    failed: 'L’image n’a pas pu être envoyée.',
  },
  circuits: {
    help: 'Chaque changement est enregistré immédiatement.',
    saved: 'Circuit mis à jour',
    channel: { web: 'web', store: 'magasin' },
  },
  tree: {
    title: 'Catégories',
    expand: 'Déplier %{label}',
    collapse: 'Replier %{label}',
    edit: 'Modifier %{label}',
    empty: 'Aucune catégorie pour le moment.',
    columns: {
      label: 'Catégorie',
      identifier: 'Identifiant',
      productCount: 'Produits',
      publishedWebCount: 'Publiés web',
      publishedStoreCount: 'Publiés magasin',
      status: 'Statut',
    },
  },
}

export type CategoryTexts = Texts<typeof categoriesFr>
