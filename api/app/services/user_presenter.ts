import type User from '#models/user'

/** A user as the back office sees it; never the password hash. */
export function presentUser(user: User) {
  return {
    id: user.id,
    updatedAt: user.updatedAt?.toISO() ?? null,
    accountId: user.accountId,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    status: user.status,
    forceConnectionBySso: user.forceConnectionBySso,
    lastLoginAt: user.lastLoginAt?.toISO() ?? null,
    createdAt: user.createdAt?.toISO() ?? null,
    modules: (user.modules ?? []).map((one) => ({
      module: one.module,
      role: one.role,
      organizationId: one.organizationId,
    })),
  }
}
