/*
 * The workshop's door: the check-in lookup of a scanned buy-back number at c=20 on the large
 * seed, as the operator of the demo workshop that the large seed routes half its buy-backs to; and its
 * shelves: the items-in-stock list with two filters, as the same operator.
 */
const CONNECTIONS = 20
const OPERATOR = 'operator@demo-retail.test'

/**
 * A buy-back in transit that the operator's workshop sees, found as the admin lists them (oldest first: the
 * large seed's, two years old, before the demo's) and the operator looks them up: the large seed spreads
 * its buy-backs over the demo's workshops.
 */
async function numberSeenBy(base, admin, operator) {
  const response = await fetch(
    `${base}/api/buybacks?_start=0&_end=50&_sort=createdAt&_order=ASC&statusGroup=in_transit`,
    { headers: admin }
  )
  if (!response.ok) throw new Error(`buy-back list answered ${response.status}`)
  for (const { identificationNumber } of await response.json()) {
    const lookup = await fetch(`${base}/api/buybacks/by-identification-number/${identificationNumber}`, {
      headers: operator,
    })
    await lookup.arrayBuffer()
    if (lookup.ok) return identificationNumber
  }
  throw new Error(`no buy-back in transit of the list is routed to ${OPERATOR}'s workshop`)
}

/** Rows for run.mjs: `signIn(email)` answers a token, `admin` the admin's headers in the retailer module. */
export async function checkinRows(base, signIn, admin) {
  const operator = { authorization: `Bearer ${await signIn(OPERATOR)}`, 'x-module': 'rps' }
  const number = await numberSeenBy(base, admin, operator)
  return [
    {
      name: 'GET /api/buybacks/by-identification-number/:number (check-in lookup, workshop operator)',
      path: `/api/buybacks/by-identification-number/${number}`,
      headers: operator,
      connections: CONNECTIONS,
    },
    {
      name: 'GET /api/items-stock (status + latest move filters, workshop operator)',
      path: '/api/items-stock?_start=0&_end=25&status=item_refurb_completed&movedFrom=2024-01-01',
      headers: operator,
      connections: CONNECTIONS,
    },
  ]
}
