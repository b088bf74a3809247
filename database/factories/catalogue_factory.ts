import factory from '@adonisjs/lucid/factories'
import Category from '#models/category'
import Product from '#models/product'

/**
 * An active category of a client (pass `accountId` and `buyerAccountId`); its path follows the
 * `parentId` it is given. Attach its reference workshops with `.related('warehouses')` or `readyClient()`.
 */
export const CategoryFactory = factory
  .define(Category, ({ faker }) => {
    const label = `${faker.commerce.department()} ${faker.string.alphanumeric(6)}`
    return {
      label,
      identifier: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      defaultLength: 16,
      defaultWidth: 8,
      defaultHeight: 2,
      defaultWeight: 250,
      absorptionType: 'none' as const,
      requiresDataErasure: false,
      status: 'active' as const,
    }
  })
  .state('inactive', (category) => (category.status = 'inactive'))
  .before('create', async (_, category, { $trx }) => {
    if (category.path) return
    const parent = category.parentId ? await Category.findOrFail(category.parentId, { client: $trx }) : null
    category.path = parent ? `${parent.path}${parent.id}/` : '/'
  })
  .build()

/** A published product of a category (pass `accountId` and `categoryId`) with a price for each grade. */
export const ProductFactory = factory
  .define(Product, ({ faker }) => {
    const model = `${faker.commerce.productName()} ${faker.string.alphanumeric(6)}`
    return {
      label: model,
      brand: faker.company.name().slice(0, 50),
      modele: model,
      reference: `REF-${faker.string.numeric(8)}`,
      tacCodes: [],
      isCollectingImei: false,
      buybackZeroNotAllowed: false,
      status: 'published' as const,
      weight: 250,
      length: 16,
      width: 8,
      height: 2,
      priceGradeA: 50000,
      buybackPriceGradeA: 30000,
      buybackPriceGradeB: 25000,
      buybackPriceGradeC: 20000,
      buybackPriceGradeD: 12000,
      buybackPriceGradeE: 5000,
      buybackPriceFunctional: 2000,
    }
  })
  .relation('category', () => CategoryFactory)
  .state('draft', (product) => (product.status = 'draft'))
  .build()
