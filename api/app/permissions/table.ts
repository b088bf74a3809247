import { PERMISSIONS, type ModuleType, type Permission, type UserType } from '#permissions/names'

/**
 * The one table mapping each user type, per module, to its permission names (part 2 §6, DESIGN.md §2).
 * docs/permissions.md is generated from it (`npm run permissions:doc -w api`).
 */
const catalogueRead: Permission[] = [
  'catalog_submenu',
  'category_list_page',
  'product_list_page',
  'question_list_page',
]
const catalogueWrite: Permission[] = [
  ...catalogueRead,
  'category_create',
  'category_update',
  'product_create',
  'product_update',
  'question_create',
  'question_update',
]
const buybackRead: Permission[] = [
  'buyback_menu',
  'buyback_submenu',
  'buyback_list_page',
  'predeclared_buyback_access',
]
const storeCounter: Permission[] = [...buybackRead, 'buyback_create_page', 'buyback_item_send']
const usersWrite: Permission[] = ['organization_submenu', 'user_list_page', 'user_create', 'user_update']
const entitiesWrite: Permission[] = ['organization_list_page', 'organization_create', 'organization_update']
const accountAdmin: Permission[] = [
  'admin',
  'assign_admin',
  'sso_force_field',
  'configuration_menu',
  'settings_submenu',
]
const workshopFloor: Permission[] = [
  'buyback_menu',
  'warehouse_checkin_submenu',
  'item_control_page',
  'buyback_item_send',
  'refurb_menu',
  'refurb_diagnostic_write',
  'refurb_write',
  'items_stock_read',
]
const workshopLead: Permission[] = [
  ...workshopFloor,
  'item_quarantine_transition',
  'send_quarantine_mail',
  'refurb_step_manage',
  'refurb_diagnostic_manage',
  'stock_manage',
  'warehouse_dispatch_rule_read',
  'mark_as_lost',
  'statistics_read',
  'transports_read',
]
const retailerManager: Permission[] = [
  ...catalogueWrite,
  ...storeCounter,
  ...usersWrite,
  ...entitiesWrite,
  'mark_as_lost',
  'mark_as_paid',
  'configuration_menu',
  'design_page',
  'payment_modes_page',
  'payment_mode_edit',
  'payment_search',
  'dispatch_circuit_rule_list',
  'dispatch_circuit_rule_update',
  'warehouse_dispatch_rule_read',
  'warehouse_dispatch_rule_write',
  'settings_submenu',
  'general_settings',
  'transfer_order_settings',
  'imports',
  'exports',
  'statistics_read',
  'purchase_register_read',
]

export const ROLE_PERMISSIONS: Record<ModuleType, Partial<Record<UserType, readonly Permission[]>>> = {
  root: {
    super_admin: PERMISSIONS.filter((name) => name !== 'store_cart'),
    admin: [...usersWrite, ...entitiesWrite, ...accountAdmin, 'design_page', 'general_settings'],
  },
  tim: {
    admin: [...retailerManager, ...accountAdmin, 'transports_read', 'personal_data_requests'],
    root_management_unit_manager: retailerManager,
    root_management_unit_analyst: [...catalogueRead, ...buybackRead, 'statistics_read', 'exports'],
    management_unit_manager: [
      ...storeCounter,
      ...usersWrite,
      'organization_list_page',
      'mark_as_lost',
      'statistics_read',
      'purchase_register_read',
    ],
    management_unit_analyst: [...buybackRead, 'statistics_read'],
    store_manager: [...storeCounter, ...usersWrite, 'mark_as_lost', 'store_cart', 'purchase_register_read'],
    store_seller: [...storeCounter, 'store_cart'],
  },
  rps: {
    admin: [
      ...workshopLead,
      ...usersWrite,
      ...entitiesWrite,
      ...accountAdmin,
      'warehouse_dispatch_rule_write',
    ],
    warehouse_manager: [...workshopLead, 'user_list_page', 'organization_submenu'],
    warehouse_operator: workshopFloor,
  },
  lcm: {
    admin: [
      ...catalogueRead,
      ...buybackRead,
      ...usersWrite,
      ...accountAdmin,
      'general_settings',
      'payment_search',
      'mark_as_paid',
      'statistics_read',
    ],
    buyer_manager: [
      ...catalogueRead,
      ...buybackRead,
      'settings_submenu',
      'general_settings',
      'payment_search',
      'mark_as_paid',
      'statistics_read',
    ],
  },
}

/** Each pair's sorted permissions, worked out once: every signed-in request asks for its own. */
const sortedPermissions = new Map<string, Permission[]>()

/** The permission set of a user type in a module; empty when the pair is not in the table. */
export function permissionsFor(module: ModuleType, role: UserType): Permission[] {
  const key = `${module} ${role}`
  let permissions = sortedPermissions.get(key)
  if (!permissions) {
    permissions = [...new Set(ROLE_PERMISSIONS[module]?.[role] ?? [])].sort()
    sortedPermissions.set(key, permissions)
  }
  return [...permissions]
}

/** The user types that may hold a module at all (for the assignable-user-types list). */
export function userTypesOf(module: ModuleType): UserType[] {
  return Object.keys(ROLE_PERMISSIONS[module] ?? {}) as UserType[]
}
