import type { Texts } from '../../providers/i18n/texts'

/** Texts of the workshop dispatch screens (resources.warehouse-dispatch), French being the reference. */
export const warehouseDispatchFr = {
  name: 'Règle de répartition |||| Règles de répartition',
  fields: {
    q: 'Rechercher',
    position: 'Ordre',
    title: 'Titre',
    status: 'Statut',
    geographic: 'Atelier le plus proche',
    destinationWarehouseIds: 'Ateliers de destination',
    defaultWarehouseId: 'Atelier par défaut',
    conditions: 'Conditions',
    attribute: 'Attribut',
    operator: 'Opérateur',
    values: 'Valeurs',
  },
  status: {
    enabled: 'Active',
    disabled: 'Inactive',
  },
  attributes: {
    brand: 'Marque',
    category: 'Catégorie',
    circuit: 'Circuit',
    productState: 'État du produit',
  },
  operators: {
    in: 'est parmi',
    notIn: "n'est pas parmi",
  },
  states: {
    A: 'Grade A',
    B: 'Grade B',
    C: 'Grade C',
    D: 'Grade D',
    E: 'Grade E',
    functional: 'Fonctionnel',
    refused: 'Refusé',
  },
  validation: {
    values: 'Indiquez au moins une valeur',
    warehouses: 'Choisissez au moins un atelier de destination',
    conditions: 'Ajoutez au moins une condition',
  },
  help: {
    position: 'Les règles sont essayées dans cet ordre ; la première qui correspond décide.',
    geographic: "Envoyer à l'atelier de destination le plus proche du point de départ du produit.",
  },
  none: 'Première destination',
  add_brand: 'Ajouter la marque « %{item} »',
}

export type WarehouseDispatchTexts = Texts<typeof warehouseDispatchFr>
