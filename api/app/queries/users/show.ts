import User from '#models/user'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** A user the caller may see, with its modules in the order given; another account's is simply not found. */
export const visibleUser = (actor: Actor, id: string | number) =>
  tenancy
    .users(User.query(), actor)
    .where('users.id', id)
    .preload('modules', (modules) => modules.orderBy('id'))
    .firstOrFail()

/** A visible user with the entity of each of its modules. */
export const visibleUserWithEntities = (actor: Actor, id: string | number) =>
  tenancy
    .users(User.query(), actor)
    .where('users.id', id)
    .preload('modules', (modules) => modules.orderBy('id').preload('organization'))
    .firstOrFail()
