import type User from '#models/user'
import { loadModules } from '#services/auth/user_with_modules'
import { Actor } from '#services/actor'
import BusinessError from '#exceptions/business_error'
import { MODULES, type ModuleType } from '#permissions/names'
import { permissionsFor } from '#permissions/table'

const PREFERRED_ORDER: ModuleType[] = ['tim', 'rps', 'lcm', 'root']

/**
 * Resolves the module a request acts in: the one asked for (X-Module header or the switch call), else the
 * last one the user chose, else the first the user holds. A module the user does not hold is refused.
 */
export async function resolveActor(user: User, requested?: string | null): Promise<Actor> {
  const held = user.$preloaded.modules ? user.modules : await loadModules(user)
  if (!held.length) throw new BusinessError('no_module', 403)

  let chosen = requested ? held.find((one) => one.module === requested) : undefined
  if (requested && !chosen) {
    throw new BusinessError(
      MODULES.includes(requested as ModuleType) ? 'module_not_held' : 'module_unknown',
      403
    )
  }
  chosen ??= held.find((one) => one.module === user.lastModule)
  chosen ??= [...held].sort(
    (a, b) => PREFERRED_ORDER.indexOf(a.module) - PREFERRED_ORDER.indexOf(b.module)
  )[0]

  return new Actor(
    user,
    chosen.module,
    chosen.role,
    chosen.organization ?? null,
    new Set(permissionsFor(chosen.module, chosen.role))
  )
}
