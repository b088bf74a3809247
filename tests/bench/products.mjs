/*
 * Product list and product search rows (100k products, c=20), found through the API of a started
 * product with an admin's headers.
 */
const CONNECTIONS = 20

/** A 15-digit IMEI with a valid Luhn check digit, starting with `tac`. */
function imeiFor(tac) {
  const body = `${tac}123456`
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1)
    return total + (value > 9 ? value - 9 : value)
  }, 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

async function get(base, path, headers) {
  const response = await fetch(`${base}${path}`, { headers })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return response.json()
}

/** Rows for run.mjs. */
export async function productRows(base, headers) {
  const categories = await get(base, '/api/products/categories', headers)
  const branch = categories.find((category) => category.depth === 1) ?? categories[0]
  const found = await get(base, '/api/products/search?keyword=galaxy&perPage=1', headers)
  const product = found.items[0] && (await get(base, `/api/products/${found.items[0].id}`, headers))
  const tac = product?.tacCodes?.[0]

  const cases = [
    [
      'GET /api/products (published, 100-400 €, by label, page of 10)',
      '/api/products?_start=0&_end=10&_sort=label&_order=ASC&status=published&priceMin=100&priceMax=400',
    ],
    [
      'GET /api/products (category with descendants, by price desc)',
      `/api/products?_start=0&_end=10&_sort=buybackPriceGradeA&_order=DESC&categoryId=${branch?.id ?? ''}`,
    ],
    [
      'GET /api/products?q= (name, page 3 by brand)',
      '/api/products?_start=20&_end=30&_sort=brand&_order=ASC&q=galaxy',
    ],
    ['GET /api/products/search?keyword= (40 per page)', '/api/products/search?keyword=galaxy%20s2'],
  ]
  if (tac) cases.push(['GET /api/products/search?imei=', `/api/products/search?imei=${imeiFor(tac)}`])

  return cases.map(([name, path]) => ({ name, path, headers, connections: CONNECTIONS }))
}
