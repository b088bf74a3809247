import router from '@adonisjs/core/services/router'
import type { Actor } from '#services/actor'
import type { Permission } from '#permissions/names'

/**
 * What the back office may do with each resource, derived from the routes and the permission each one
 * checks (start/routes/, access.can): `GET /api/<resource>` is list, `GET /api/<resource>/:id` show,
 * `POST /api/<resource>` create, `PUT|PATCH /api/<resource>/:id` edit, `DELETE /api/<resource>/:id`
 * delete. The session answers the actions the caller's permissions allow, so that the back office hides
 * exactly what the server would refuse, and nothing it has not been told of (deny by default).
 */
export const RESOURCE_ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number]

const ACTION_OF: Record<string, { collection?: ResourceAction; member?: ResourceAction }> = {
  GET: { collection: 'list', member: 'show' },
  POST: { collection: 'create' },
  PUT: { member: 'edit' },
  PATCH: { member: 'edit' },
  DELETE: { member: 'delete' },
}

/**
 * resource → action → the permissions of its routes (any one grants it); built once, from the committed
 * routes. A resource without `/:id` routes whose records are named (`/api/settings/general`, `/design`…)
 * is a set of singletons: showing or editing it is granted by the permission of any of them, and each
 * screen still checks its own.
 */
let table: Map<string, Map<ResourceAction, Set<Permission>>> | undefined

function routeTable() {
  const built = new Map<string, Map<ResourceAction, Set<Permission>>>()
  const singletons = new Map<string, Map<ResourceAction, Set<Permission>>>()
  const grant = (
    into: typeof built,
    resource: string,
    action: ResourceAction | undefined,
    permission: Permission
  ) => {
    if (!action) return
    if (!into.has(resource)) into.set(resource, new Map())
    const actions = into.get(resource)!
    if (!actions.has(action)) actions.set(action, new Set())
    actions.get(action)!.add(permission)
  }
  for (const route of Object.values(router.toJSON()).flat()) {
    const access = [...route.middleware.all()].find((one: any) => one.name === 'access') as any
    const permission = access?.args?.permission as Permission | undefined
    if (!permission) continue
    const byId = /^\/api\/([a-z-]+(?:\/[a-z-]+)*?)(\/:id)?$/.exec(route.pattern)
    const named = /^\/api\/([a-z-]+)\/[a-z-]+$/.exec(route.pattern)
    for (const method of route.methods) {
      if (byId) grant(built, byId[1], ACTION_OF[method]?.[byId[2] ? 'member' : 'collection'], permission)
      if (named) grant(singletons, named[1], ACTION_OF[method]?.member, permission)
    }
  }
  for (const [resource, actions] of singletons) {
    const members = built.get(resource)
    if (members && (members.has('show') || members.has('edit') || members.has('delete'))) continue
    for (const [action, permissions] of actions) {
      for (const permission of permissions) grant(built, resource, action, permission)
    }
  }
  return built
}

/** The actions on each resource that the caller's permissions allow (resources with none are left out). */
export function allowedResourceActions(actor: Actor) {
  table ??= routeTable()
  const allowed: Record<string, ResourceAction[]> = {}
  for (const [resource, actions] of table) {
    const granted = RESOURCE_ACTIONS.filter((action) =>
      [...(actions.get(action) ?? [])].some((permission) => actor.can(permission))
    )
    if (granted.length) allowed[resource] = granted
  }
  return allowed
}
