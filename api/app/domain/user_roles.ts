import type { ModuleType, UserType } from '#permissions/names'

/**
 * Part 2 §5 "User": each module a user holds comes with a role and a parent entity. The entity's type
 * follows the role (DESIGN.md §2: a seller under a store, a management-unit role under a management unit,
 * a workshop role under a workshop…); an account administrator sits at the top of the module's tree. A
 * super admin is platform-wide and has no parent entity.
 */
const ADMIN_ENTITY: Record<ModuleType, string> = {
  root: 'root_management_unit',
  tim: 'root_management_unit',
  rps: 'warehouse',
  lcm: 'buyer',
}

const ROLE_ENTITY: Partial<Record<UserType, string>> = {
  root_management_unit_manager: 'root_management_unit',
  root_management_unit_analyst: 'root_management_unit',
  management_unit_manager: 'management_unit',
  management_unit_analyst: 'management_unit',
  store_manager: 'store',
  store_seller: 'store',
  warehouse_manager: 'warehouse',
  warehouse_operator: 'warehouse',
  buyer_manager: 'buyer',
}

/** The entity type a parent entity must have for this role in this module; null: no parent entity. */
export function parentEntityType(module: ModuleType, role: UserType): string | null {
  if (role === 'super_admin' || role === 'pseudo_anonymous') return null
  if (role === 'admin') return ADMIN_ENTITY[module]
  return ROLE_ENTITY[role] ?? null
}
