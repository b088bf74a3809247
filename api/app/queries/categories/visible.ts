import Category from '#models/category'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The categories the caller sees (services/tenancy/scopes.ts); another account's are not there. */
export const visibleCategories = (actor: Actor) => tenancy.categories(Category.query(), actor)

/** A category the caller sees; another account's is not found. */
export const visibleCategory = (actor: Actor, id: string | number) =>
  visibleCategories(actor).where('categories.id', id).firstOrFail()
