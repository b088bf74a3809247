/*
 * The back office's other lists, each as the back office asks for it (its default sort and page),
 * on the large seed: 10k users, 2,000 stores, 500 categories, the workshop's quarantine and stocks.
 */
const CONNECTIONS = 50

/** Rows for run.mjs; `as(module)` gives the admin's headers in a module. */
export function listRows(as) {
  const page = (size, sort, order) => `_start=0&_end=${size}&_sort=${sort}&_order=${order}`
  const rows = [
    ['GET /api/users (10k users, page of 25, sorted)', '/api/users', page(25, 'lastname', 'ASC')],
    ['GET /api/users?q= (search)', '/api/users', `${page(25, 'lastname', 'ASC')}&q=Vendeur%2012`],
    ['GET /api/entities (2k stores, tree order, page of 50)', '/api/entities', page(50, 'tree', 'ASC')],
    ['GET /api/categories (500, page of 25 by label)', '/api/categories', page(25, 'label', 'ASC')],
    ['GET /api/categories/tree (with product counts)', '/api/categories/tree', ''],
    ['GET /api/circuits', '/api/circuits', page(25, 'name', 'ASC')],
    ['GET /api/payment-modes', '/api/payment-modes', page(25, 'label', 'ASC')],
    ['GET /api/stocks (with item counts)', '/api/stocks', page(25, 'name', 'ASC'), 'rps'],
    [
      'GET /api/quarantine (workshop)',
      '/api/quarantine',
      `${page(25, 'updatedAt', 'DESC')}&status=item_in_quarantine`,
      'rps',
    ],
    ['GET /api/buybacks/predeclared', '/api/buybacks/predeclared', page(25, 'createdAt', 'ASC')],
  ]
  return rows.map(([name, path, query, module = 'tim']) => ({
    name,
    path: query ? `${path}?${query}` : path,
    headers: as(module),
    connections: CONNECTIONS,
  }))
}
