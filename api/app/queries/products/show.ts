import Product from '#models/product'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** A product the caller sees; another account's is not found. */
export const visibleProduct = (actor: Actor, id: string | number) =>
  tenancy.products(Product.query(), actor).where('products.id', id).firstOrFail()

/** A product the caller sees, with its category, for an answer that shows its row. */
export const visibleProductWithCategory = (actor: Actor, id: string | number) =>
  tenancy.products(Product.query(), actor).where('products.id', id).preload('category').firstOrFail()
