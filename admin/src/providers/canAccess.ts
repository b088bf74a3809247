import { apiPathOf } from './apiPaths'

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

/**
 * What the back office may do with a resource: the actions the server's session lists for its API path
 * (api/app/permissions/resource_actions.ts, derived from the routes and the caller's permissions). A
 * resource or an action the session does not list is refused.
 */
export function canAccessResource(
  resources: Readonly<Record<string, readonly string[]>> | undefined | null,
  resource: string,
  action: string
): boolean {
  return resources?.[apiPathOf(resource)]?.includes(action) ?? false
}
