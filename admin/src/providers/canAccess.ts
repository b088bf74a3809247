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
  users: {
    list: 'user_list_page',
    show: 'user_list_page',
    create: 'user_create',
    edit: 'user_update',
    delete: 'user_update',
  },
}

export function requiredForResource(resource: string, action: Action): Required {
  const byAction = RESOURCE_PERMISSIONS[resource]
  if (!byAction) return undefined
  return byAction[action] ?? byAction.list
}
