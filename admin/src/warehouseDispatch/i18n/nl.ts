import type { WarehouseDispatchTexts } from './fr'

export const warehouseDispatchNl: WarehouseDispatchTexts = {
  name: 'Verdeelregel |||| Verdeelregels',
  fields: {
    q: 'Zoeken',
    position: 'Volgorde',
    title: 'Titel',
    status: 'Status',
    geographic: 'Dichtstbijzijnde werkplaats',
    destinationWarehouseIds: 'Bestemmingswerkplaatsen',
    defaultWarehouseId: 'Standaardwerkplaats',
    conditions: 'Voorwaarden',
    attribute: 'Kenmerk',
    operator: 'Operator',
    values: 'Waarden',
  },
  status: {
    enabled: 'Actief',
    disabled: 'Inactief',
  },
  attributes: {
    brand: 'Merk',
    category: 'Categorie',
    circuit: 'Circuit',
    productState: 'Productstaat',
  },
  operators: {
    in: 'is een van',
    notIn: 'is geen van',
  },
  states: {
    A: 'Graad A',
    B: 'Graad B',
    C: 'Graad C',
    D: 'Graad D',
    E: 'Graad E',
    functional: 'Functioneel',
    refused: 'Geweigerd',
  },
  validation: {
    values: 'Geef minstens één waarde op',
    warehouses: 'Kies minstens één bestemmingswerkplaats',
    conditions: 'Voeg minstens één voorwaarde toe',
  },
  help: {
    position: 'Regels worden in deze volgorde geprobeerd; de eerste die past beslist.',
    geographic: 'Naar de bestemming het dichtst bij het vertrekpunt van het product sturen.',
  },
  none: 'Eerste bestemming',
  add_brand: 'Merk "%{item}" toevoegen',
}
