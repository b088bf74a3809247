/*
 * Relevance search rows (keyword search and suggestions on the 100k-product seed, c=20), with a
 * storefront visitor's anonymous token: a customer's keyword with a typo and a size, a keyword matching
 * thousands of the large seed's products, and the suggestions as the customer types.
 */
const CONNECTIONS = 20

/** Rows for run.mjs. */
export async function searchRows(base) {
  const { token } = await fetch(`${base}/api/auth/anonymous`, { method: 'POST' }).then((response) =>
    response.json()
  )
  const headers = { authorization: `Bearer ${token}` }
  const cases = [
    [
      'GET /api/storefront/products?keyword= (search: typo and size)',
      '/api/storefront/products?keyword=ipone%2013%20128%20go',
    ],
    [
      'GET /api/storefront/products?keyword= (search: thousands of matches)',
      '/api/storefront/products?keyword=nova%2012',
    ],
    [
      'GET /api/storefront/products/suggestions?keyword= (suggestions)',
      '/api/storefront/products/suggestions?keyword=galaxy%20s2',
    ],
  ]
  return cases.map(([name, path]) => ({ name, path, headers, connections: CONNECTIONS }))
}
