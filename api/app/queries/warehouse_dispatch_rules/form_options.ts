import Organization from '#models/organization'
import Category from '#models/category'
import Product from '#models/product'
import { CIRCUIT_CODES } from '#models/circuit'
import { PRODUCT_STATES } from '#actions/warehouse_dispatch/save_warehouse_dispatch_rule'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The choices of the rule form: workshops, categories, catalogue brands, circuit codes and product states. */
export async function warehouseDispatchFormOptions(actor: Actor) {
  const [warehouses, categories, brands] = await Promise.all([
    tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.type', 'warehouse')
      .orderBy('organizations.common_name'),
    tenancy.owned(Category.query(), actor).select('id', 'label').orderBy('label'),
    tenancy
      .products(Product.query(), actor)
      .whereNotNull('products.brand')
      .distinct('products.brand')
      .orderBy('products.brand')
      .pojo<{ brand: string }>(),
  ])
  return {
    warehouses: warehouses.map(({ id, commonName }) => ({ id, commonName })),
    categories: categories.map(({ id, label }) => ({ id: String(id), label })),
    brands: brands.map((row) => row.brand),
    circuits: CIRCUIT_CODES,
    productStates: PRODUCT_STATES,
  }
}
