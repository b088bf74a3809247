import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Organization from '#models/organization'

type Fields = Partial<Organization> & Pick<Organization, 'accountId' | 'type' | 'moduleType' | 'commonName'>

/** Creates an entity under its parent, keeping the materialised path the scope queries rely on. */
export async function createOrganization(
  trx: TransactionClientContract,
  fields: Fields,
  parent?: Organization
) {
  return Organization.create(
    {
      status: 'active',
      country: 'FR',
      ...fields,
      parentId: parent?.id ?? null,
      path: parent ? `${parent.path}${parent.id}/` : '/',
    },
    { client: trx }
  )
}

export const STORES = [
  {
    unit: 0,
    commonName: 'Paris Rivoli',
    street: '142 rue de Rivoli',
    zipCode: '75001',
    city: 'Paris',
    latitude: 48.860611,
    longitude: 2.337644,
    externalId: 'DR-PAR-001',
  },
  {
    unit: 0,
    commonName: 'Paris Montparnasse',
    street: '31 rue du Départ',
    zipCode: '75014',
    city: 'Paris',
    latitude: 48.842098,
    longitude: 2.321937,
    externalId: 'DR-PAR-002',
  },
  {
    unit: 0,
    commonName: 'Le Chesnay Parly 2',
    street: '2 avenue Charles de Gaulle',
    zipCode: '78150',
    city: 'Le Chesnay-Rocquencourt',
    latitude: 48.827518,
    longitude: 2.118433,
    externalId: 'DR-IDF-003',
  },
  {
    unit: 1,
    commonName: 'Lyon Part-Dieu',
    street: '17 rue du Docteur Bouchut',
    zipCode: '69003',
    city: 'Lyon',
    latitude: 45.760712,
    longitude: 4.858991,
    externalId: 'DR-LYS-004',
  },
  {
    unit: 1,
    commonName: 'Marseille Vieux-Port',
    street: '58 quai du Port',
    zipCode: '13002',
    city: 'Marseille',
    latitude: 43.296482,
    longitude: 5.36978,
    externalId: 'DR-MRS-005',
  },
] as const

export const WAREHOUSES = [
  {
    commonName: 'Atelier Lille-Lesquin',
    street: '12 rue de la Haie Plouvier',
    zipCode: '59810',
    city: 'Lesquin',
    latitude: 50.589011,
    longitude: 3.08571,
    externalId: 'DR-WH-LIL',
  },
  {
    commonName: 'Atelier Lyon Saint-Priest',
    street: '40 rue Maryse Bastié',
    zipCode: '69800',
    city: 'Saint-Priest',
    latitude: 45.69602,
    longitude: 4.944015,
    externalId: 'DR-WH-LYS',
  },
] as const
