import type { EntityTexts } from './fr'

export const entitiesDe: EntityTexts = {
  name: 'Einheit |||| Einheiten',
  fields: {
    q: 'Suchen',
    type: 'Typ',
    parentId: 'Übergeordnete Einheit',
    commonName: 'Name',
    corporateName: 'Firmenname',
    externalId: 'Externe Kennung',
    email: 'E-Mail',
    status: 'Status',
    defaultWarehouseId: 'Standardwerkstatt',
    street: 'Straße',
    streetComplement: 'Adresszusatz',
    zipCode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land (ISO-Code)',
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
  },
  status: { active: 'Aktiv', inactive: 'Inaktiv' },
  sections: { placement: 'Einheit', address: 'Adresse' },
  none: 'Keine',
}
