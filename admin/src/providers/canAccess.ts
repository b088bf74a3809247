/**
 * Permission names (part 2 §6, api/app/permissions/names.ts) required by a screen or an action.
 * Several names mean all of them are needed (the catalogue export needs two).
 */
export type Required = string | readonly string[] | undefined | null

/** True when the permission set of the current module holds every required name. */
export function canAccess(permissions: readonly string[] | undefined | null, required: Required): boolean {
  if (!required || required.length === 0) return true
  if (!permissions) return false
  const names: readonly string[] = typeof required === 'string' ? [required] : required
  return names.every((name) => permissions.includes(name))
}

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string

/** What the server checks per resource and action; react-admin hides buttons and routes accordingly. */
const RESOURCE_PERMISSIONS: Record<string, Partial<Record<Action, string>>> = {
  products: {
    list: 'product_list_page',
    show: 'product_list_page',
    create: 'product_create',
    edit: 'product_update',
    delete: 'product_update',
  },
  'warehouse-dispatch': {
    list: 'warehouse_dispatch_rule_read',
    show: 'warehouse_dispatch_rule_read',
    create: 'warehouse_dispatch_rule_write',
    edit: 'warehouse_dispatch_rule_write',
    delete: 'warehouse_dispatch_rule_write',
  },
  'dispatch-circuit-rules': {
    list: 'dispatch_circuit_rule_list',
    show: 'dispatch_circuit_rule_list',
    create: 'dispatch_circuit_rule_update',
    edit: 'dispatch_circuit_rule_update',
    delete: 'dispatch_circuit_rule_update',
  },
  'shipping-methods': {
    list: 'payment_modes_page',
    show: 'payment_modes_page',
    create: 'payment_mode_edit',
    edit: 'payment_mode_edit',
  },
  paymentModes: { list: 'payment_modes_page', create: 'payment_mode_edit', edit: 'payment_mode_edit' },
  circuits: { list: 'dispatch_circuit_rule_list', create: 'category_update', edit: 'category_update' },
  entities: {
    list: 'organization_list_page',
    create: 'organization_create',
    edit: 'organization_update',
  },
  buybacks: {
    list: 'buyback_list_page',
    show: 'buyback_list_page',
    create: 'buyback_create_page',
    edit: 'buyback_list_page',
  },
  'buybacks-predeclared': { list: 'predeclared_buyback_access' },
  buybacksQuarantine: { list: 'item_quarantine_transition' },
  clients: { list: 'client_list', create: 'client_create', edit: 'client_update', delete: 'client_update' },
  users: {
    list: 'user_list_page',
    show: 'user_list_page',
    create: 'user_create',
    edit: 'user_update',
    delete: 'user_update',
  },
}

/** No one holds it: a resource of the table without a `delete` entry has no delete call on the server. */
const NOT_DELETABLE = 'not_deletable'

export function requiredForResource(resource: string, action: Action): Required {
  const byAction = RESOURCE_PERMISSIONS[resource]
  if (!byAction) return undefined
  if (action === 'delete') return byAction.delete ?? NOT_DELETABLE
  return byAction[action] ?? byAction.list
}
