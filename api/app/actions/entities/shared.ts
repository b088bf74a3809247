import Organization from '#models/organization'

export interface EntityFields {
  parentId?: number | null
  commonName?: string
  corporateName?: string | null
  externalId?: string | null
  email?: string | null
  status?: 'active' | 'inactive'
  street?: string | null
  streetComplement?: string | null
  zipCode?: string | null
  city?: string | null
  country?: string
  latitude?: number | null
  longitude?: number | null
  defaultWarehouseId?: number | null
  stockId?: number | null
}

export const pathUnder = (parent: Organization | null) => (parent ? `${parent.path}${parent.id}/` : '/')
