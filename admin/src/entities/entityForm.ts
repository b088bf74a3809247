import { maxLength, maxValue, minLength, minValue, number, required } from 'react-admin'

/** Bounds of part 2 §5 "Entity and organisation"; the server enforces the same. */
export const ENTITY_TYPES = [
  'root_management_unit',
  'management_unit',
  'store',
  'warehouse',
  'buyer',
] as const

/** Where each type sits (api/app/domain/entity_tree.ts): the parent types it accepts. */
export const PARENT_TYPES: Record<string, string[]> = {
  root_management_unit: [],
  management_unit: ['root_management_unit', 'management_unit'],
  store: ['management_unit'],
  warehouse: [],
  buyer: [],
}

export const typeChoices = ENTITY_TYPES.map((type) => ({ id: type, name: `entity_types.${type}` }))
export const statusChoices = [
  { id: 'active', name: 'resources.entities.status.active' },
  { id: 'inactive', name: 'resources.entities.status.inactive' },
]

export const nameValidators = [required(), minLength(2), maxLength(255)]
export const optionalName = [minLength(2), maxLength(255)]
export const addressValidators = [minLength(2), maxLength(125)]
export const cityValidators = [minLength(2), maxLength(45)]
export const externalIdValidators = [maxLength(45)]
export const latitudeValidators = [number(), minValue(-90), maxValue(90)]
export const longitudeValidators = [number(), minValue(-180), maxValue(180)]
