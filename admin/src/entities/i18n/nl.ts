import type { EntityTexts } from './fr'

export const entitiesNl: EntityTexts = {
  name: 'Entiteit |||| Entiteiten',
  fields: {
    q: 'Zoeken',
    type: 'Type',
    parentId: 'Bovenliggende entiteit',
    commonName: 'Naam',
    corporateName: 'Handelsnaam',
    externalId: 'Externe identificatie',
    email: 'E-mail',
    status: 'Status',
    defaultWarehouseId: 'Standaardwerkplaats',
    street: 'Straat',
    streetComplement: 'Adresaanvulling',
    zipCode: 'Postcode',
    city: 'Stad',
    country: 'Land (ISO-code)',
    latitude: 'Breedtegraad',
    longitude: 'Lengtegraad',
  },
  status: { active: 'Actief', inactive: 'Inactief' },
  sections: { placement: 'Entiteit', address: 'Adres' },
  none: 'Geen',
}
