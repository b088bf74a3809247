import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { productSearch } from '#services/product_search/database_product_search'

/**
 * The relevance set: what customers type on the demo catalogue, each with the product family
 * (the model) its first result must belong to. Runs on each engine (the CI runs this file on SQLite and on
 * MariaDB); fewer than 95% right fails.
 */
const QUERIES: [keyword: string, model: string][] = [
  // Exact models
  ['iPhone 13', 'iPhone 13'],
  ['iphone 14 pro', 'iPhone 14 Pro'],
  ['iphone 15 pro max', 'iPhone 15 Pro Max'],
  ['iphone 13 mini', 'iPhone 13 mini'],
  ['iphone se', 'iPhone SE (2022)'],
  ['iphone 14 plus', 'iPhone 14 Plus'],
  ['galaxy s22', 'Galaxy S22'],
  ['samsung s23 ultra', 'Galaxy S23 Ultra'],
  ['galaxy a54', 'Galaxy A54'],
  ['galaxy tab s9', 'Galaxy Tab S9'],
  ['pixel 8 pro', 'Pixel 8 Pro'],
  ['pixel 8', 'Pixel 8'],
  ['pixel 7a', 'Pixel 7a'],
  ['redmi note 12', 'Redmi Note 12'],
  ['xiaomi 14', 'Xiaomi 14'],
  ['playstation 4 pro', 'PlayStation 4 Pro'],
  ['xbox series x', 'Xbox Series X'],
  ['xbox one', 'Xbox One X'],
  ['macbook air m2', 'MacBook Air 13" M2'],
  ['macbook pro 14 m3', 'MacBook Pro 14" M3'],
  ['ipad air', 'iPad Air (5e génération)'],
  ['ipad pro 11', 'iPad Pro 11" (4e génération)'],
  ['apple watch ultra 2', 'Apple Watch Ultra 2'],
  ['galaxy watch6 classic', 'Galaxy Watch6 Classic'],
  ['canon eos r8', 'EOS R8 (boîtier nu)'],
  ['sony alpha 7 iv', 'Alpha 7 IV (boîtier nu)'],
  ['thinkpad x1 carbon', 'ThinkPad X1 Carbon Gen 11'],
  ['dell xps 13', 'XPS 13 9315'],
  ['yoga slim', 'Yoga Slim 7i'],
  ['latitude', 'Latitude 7440'],
  ['eos 250d', 'EOS 250D + 18-55 mm'],
  ['zv-e10', 'ZV-E10'],
  // Letters and digits
  ['iphone13', 'iPhone 13'],
  ['galaxy z fold5', 'Galaxy Z Fold5'],
  ['fold 5', 'Galaxy Z Fold5'],
  ['flip5', 'Galaxy Z Flip5'],
  ['s24', 'Galaxy S24'],
  ['hero11', 'HERO11 Black'],
  ['gopro hero 12', 'HERO12 Black'],
  ['thinkpad t14', 'ThinkPad T14 Gen 4'],
  // Typos
  ['ipone 14', 'iPhone 14'],
  ['galaxi s22', 'Galaxy S22'],
  ['pixle 7 pro', 'Pixel 7 Pro'],
  ['samsumg galaxy s21', 'Galaxy S21'],
  ['playstaion 5 slim', 'PlayStation 5 Slim'],
  ['macbok air 15', 'MacBook Air 15" M3'],
  // Accents
  ['ipad 10e generation', 'iPad (10e génération)'],
  ['Édition digital playstation 5', 'PlayStation 5'],
  ['neon switch lite', 'Switch Lite'],
  ['crème galaxy s23', 'Galaxy S23'],
  // Synonyms
  ['ps5', 'PlayStation 5'],
  ['ps4 slim', 'PlayStation 4 Slim'],
  ['switch', 'Switch'],
  ['switch oled', 'Switch OLED'],
  ['montre series 9', 'Apple Watch Series 9'],
  // Storage and sizes
  ['iphone 12 pro 256 go', 'iPhone 12 Pro'],
  ['iphone 15 512go', 'iPhone 15'],
  ['iphone 11 128 gb', 'iPhone 11'],
  ['xps 15 32 go', 'XPS 15 9530'],
  ['watch series 9 45mm', 'Apple Watch Series 9'],
]

async function demoAccountId() {
  return (await db.from('accounts').where('common_name', 'Demo Retail').select('id').first()).id as number
}

test.group('Products / search relevance', () => {
  test('at least 95% of the customer queries put the right product family first', async ({ assert }) => {
    const accountId = await demoAccountId()
    const misses: string[] = []
    for (const [keyword, model] of QUERIES) {
      const { rows } = await productSearch.search({
        accountId,
        keyword,
        status: 'published',
        activeCategoriesOnly: true,
        page: 1,
        perPage: 3,
      })
      if (rows[0]?.modele !== model) misses.push(`${keyword} → ${rows[0]?.label ?? 'nothing'}`)
    }
    assert.isAtLeast(QUERIES.length, 40)
    const right = QUERIES.length - misses.length
    assert.isAtLeast(right / QUERIES.length, 0.95, `first result of another family for: ${misses.join('; ')}`)
  })
})
