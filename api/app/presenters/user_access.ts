import type User from '#models/user'
import type { Actor } from '#services/actor'
import { permissionsFor } from '#permissions/table'

/** What a user may do in the module it acts in now, and in each module it holds. */
export const presentUserPermissions = (user: User, current: Actor) => ({
  userId: user.id,
  module: current.module,
  permissions: [...current.permissions],
  modules: user.modules.map((one) => ({
    module: one.module,
    role: one.role,
    permissions: permissionsFor(one.module, one.role),
  })),
})

/** The entity of the module a user acts in now, with that module and role. */
export const presentCurrentOrganization = (current: Actor) => ({
  id: current.organization?.id ?? null,
  commonName: current.organization?.commonName ?? null,
  type: current.organization?.type ?? null,
  moduleType: current.module,
  role: current.role,
})
