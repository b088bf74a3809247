import { test } from '@japa/runner'
import Product from '#models/product'
import User from '#models/user'
import { resolveActor } from '#services/current_module'
import { tenancy } from '#services/tenancy/scopes'
import { planProductPage } from '#services/product_list_filters'
import { orderByText } from '#services/product_search/text_order'

/**
 * The demo catalogue is too small for the list to walk a sort's index by itself (it does from 1,000 rows),
 * so the plan is asked for directly, with the total of a large catalogue: the page must be the same rows,
 * in the same order, as the one the planner finds alone.
 */
const SORTS = {
  label: 'products.label',
  brand: 'products.brand',
  buybackPriceGradeA: 'products.buyback_price_grade_a',
} as const

test.group('Product list: walking the index of the sort', () => {
  for (const [sort, column] of Object.entries(SORTS)) {
    for (const status of [undefined, 'published']) {
      test(`sorted by ${sort}, ${status ?? 'any status'}: same page as without the plan`, async ({
        assert,
      }) => {
        const user = await User.findByOrFail('email', 'admin@demo-retail.test')
        const actor = await resolveActor(user, 'tim')
        const page = (planned: boolean) => {
          const query = tenancy.products(Product.query(), actor)
          if (status) query.where('products.status', status)
          query.where('products.buyback_price_grade_a', '>=', 10_000)
          if (planned) planProductPage(query, { total: 50_000, end: 15, sort }, actor, { status })
          if (sort === 'buybackPriceGradeA') query.orderBy(column, 'desc')
          else orderByText(query, column, 'desc')
          return query.orderBy('products.id', 'desc').offset(5).limit(10)
        }
        const sqlite = Product.query().client.dialect.name.includes('sqlite')
        const planned = page(true)
        assert.equal(planned.toQuery().includes('INDEXED BY'), sqlite)
        const ids = (rows: Product[]) => rows.map((row) => row.id)
        const expected = ids(await page(false))
        assert.lengthOf(expected, 10)
        assert.deepEqual(ids(await planned), expected)
      })
    }
  }
})
