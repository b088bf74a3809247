import type { WarehouseDispatchTexts } from './fr'

export const warehouseDispatchDe: WarehouseDispatchTexts = {
  name: 'Verteilregel |||| Verteilregeln',
  fields: {
    q: 'Suchen',
    position: 'Reihenfolge',
    title: 'Titel',
    status: 'Status',
    geographic: 'Nächste Werkstatt',
    destinationWarehouseIds: 'Zielwerkstätten',
    defaultWarehouseId: 'Standardwerkstatt',
    conditions: 'Bedingungen',
    attribute: 'Merkmal',
    operator: 'Operator',
    values: 'Werte',
  },
  status: {
    enabled: 'Aktiv',
    disabled: 'Inaktiv',
  },
  attributes: {
    brand: 'Marke',
    category: 'Kategorie',
    circuit: 'Kreislauf',
    productState: 'Produktzustand',
  },
  operators: {
    in: 'ist einer von',
    notIn: 'ist keiner von',
  },
  states: {
    A: 'Klasse A',
    B: 'Klasse B',
    C: 'Klasse C',
    D: 'Klasse D',
    E: 'Klasse E',
    functional: 'Funktionsfähig',
    refused: 'Abgelehnt',
  },
  validation: {
    values: 'Geben Sie mindestens einen Wert an',
    warehouses: 'Wählen Sie mindestens eine Zielwerkstatt',
    conditions: 'Fügen Sie mindestens eine Bedingung hinzu',
  },
  help: {
    position: 'Die Regeln werden in dieser Reihenfolge geprüft; die erste passende entscheidet.',
    geographic: 'An das Ziel senden, das dem Abgangsort des Produkts am nächsten liegt.',
  },
  none: 'Erstes Ziel',
  add_brand: 'Marke „%{item}“ hinzufügen',
}
