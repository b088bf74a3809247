import type { EntityTexts } from './fr'

export const entitiesEn: EntityTexts = {
  name: 'Entity |||| Entities',
  fields: {
    q: 'Search',
    type: 'Type',
    parentId: 'Parent entity',
    commonName: 'Name',
    corporateName: 'Corporate name',
    externalId: 'External identifier',
    email: 'E-mail',
    status: 'Status',
    defaultWarehouseId: 'Default workshop',
    street: 'Street',
    streetComplement: 'Street complement',
    zipCode: 'Zip code',
    city: 'City',
    country: 'Country (ISO code)',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  sections: { placement: 'Entity', address: 'Address' },
  none: 'None',
}
