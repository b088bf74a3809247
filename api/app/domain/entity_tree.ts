export const ORGANIZATION_TYPES = [
  'buyer',
  'management_unit',
  'root_management_unit',
  'store',
  'warehouse',
] as const
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]

/**
 * Part 2 §5 "Entity and organisation" and DESIGN.md §2: where each type of entity sits in its account's
 * tree, and the module it belongs to. A store attaches to exactly one management unit; a management unit
 * only to another management unit (the root one included); the root unit, workshops and buyer entities
 * have no parent.
 */
export const PARENT_TYPES: Record<OrganizationType, readonly OrganizationType[]> = {
  root_management_unit: [],
  management_unit: ['root_management_unit', 'management_unit'],
  store: ['management_unit'],
  warehouse: [],
  buyer: [],
}

export const MODULE_OF_TYPE: Record<OrganizationType, 'tim' | 'rps' | 'lcm'> = {
  root_management_unit: 'tim',
  management_unit: 'tim',
  store: 'tim',
  warehouse: 'rps',
  buyer: 'lcm',
}
