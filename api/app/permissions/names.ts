/**
 * Permission names of part 2 §6. The server sends the set of the current module at login and on module
 * switch, and checks one of these names on every route (see start/routes). The back office only hides what
 * the server would refuse anyway.
 */
export const PERMISSIONS = [
  'super_admin',
  'admin',
  'buyback_menu',
  'catalog_submenu',
  'category_list_page',
  'product_list_page',
  'question_list_page',
  'buyback_submenu',
  'buyback_list_page',
  'buyback_create_page',
  'predeclared_buyback_access',
  'buyback_item_send',
  'warehouse_checkin_submenu',
  'item_control_page',
  'item_quarantine_transition',
  'refurb_menu',
  'refurb_step_manage',
  'refurb_diagnostic_manage',
  'refurb_diagnostic_write',
  'refurb_write',
  'items_stock_read',
  'stock_manage',
  'configuration_menu',
  'design_page',
  'payment_modes_page',
  'payment_mode_edit',
  'payment_search',
  'dispatch_circuit_rule_list',
  'warehouse_dispatch_rule_read',
  'dispatch_circuit_rule_update',
  'warehouse_dispatch_rule_write',
  'organization_submenu',
  'user_list_page',
  'organization_list_page',
  'settings_submenu',
  'general_settings',
  'transfer_order_settings',
  'admin_menu',
  /** The transports list, scoped: a workshop's lead sees its workshop's, a retailer's admin its own. */
  'transports_read',
  'client_list',
  /** The purchase register (Code pénal art. 321-7): store and unit managers, the account's admin. */
  'purchase_register_read',
  /** A person's request about their data (GDPR art. 15 and 17): the account's admin. */
  'personal_data_requests',
  'imports',
  'exports',
  'mark_as_lost',
  'mark_as_paid',
  'send_quarantine_mail',
  'sso_force_field',
  'assign_admin',
  'store_cart',
  'statistics_read',
  'category_create',
  'category_update',
  'product_create',
  'product_update',
  'question_create',
  'question_update',
  'client_create',
  'client_update',
  'organization_create',
  'organization_update',
  'user_create',
  'user_update',
] as const

export type Permission = (typeof PERMISSIONS)[number]

export const MODULES = ['root', 'tim', 'lcm', 'rps'] as const
export type ModuleType = (typeof MODULES)[number]

export const USER_TYPES = [
  'super_admin',
  'admin',
  'root_management_unit_manager',
  'root_management_unit_analyst',
  'management_unit_manager',
  'management_unit_analyst',
  'store_manager',
  'store_seller',
  'warehouse_manager',
  'warehouse_operator',
  'buyer_manager',
  'pseudo_anonymous',
] as const
export type UserType = (typeof USER_TYPES)[number]
