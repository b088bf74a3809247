import type User from '#models/user'
import type Organization from '#models/organization'
import type { ModuleType, Permission, UserType } from '#permissions/names'

/**
 * Who is calling: the authenticated user, the module selected for this request (X-Module header, else the
 * last one used), the role and parent entity in that module, and the permission set it grants.
 */
export class Actor {
  constructor(
    public user: User,
    public module: ModuleType,
    public role: UserType,
    public organization: Organization | null,
    public permissions: ReadonlySet<Permission>
  ) {}

  get accountId() {
    return this.user.accountId
  }

  get isSuperAdmin() {
    return this.role === 'super_admin'
  }

  can(permission: Permission) {
    return this.permissions.has(permission)
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    actor: Actor
  }
}
