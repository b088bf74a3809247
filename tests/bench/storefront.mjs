/*
 * Storefront figures: the JS a first visit downloads (budget: 100 kB gzip) and the estimate under
 * load (c=50 on the large seed).
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../../storefront/dist/', import.meta.url))

/** The entry script and the chunks index.html preloads: what the first page load fetches before any route. */
export function storefrontInitialJs() {
  const html = readFileSync(`${dist}index.html`, 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  const gzip = files.reduce((total, file) => total + gzipSync(readFileSync(`${dist}${file}`)).length, 0)
  return { files: files.length, kB: Math.round(gzip / 102.4) / 10 }
}

/** The row of POST /api/estimates with a storefront visitor's token, for run.mjs. */
export async function estimateRows(base) {
  const { token } = await fetch(`${base}/api/auth/anonymous`, { method: 'POST' }).then((response) =>
    response.json()
  )
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const found = await fetch(`${base}/api/storefront/products?keyword=iphone&perPage=1`, { headers }).then(
    (r) => r.json()
  )
  const product = found.items[0]
  const diagnostic = await fetch(`${base}/api/storefront/products/${product.id}/diagnostic`, {
    headers,
  }).then((r) => r.json())
  const body = JSON.stringify({
    productId: product.id,
    answers: diagnostic.questions.map((question) => question.answers[0].id),
    ...(diagnostic.product.isCollectingImei
      ? { imei: `${diagnostic.product.tacCodes[0] ?? '35000000'}12345678` }
      : {}),
  })
  const check = await fetch(`${base}/api/estimates`, { method: 'POST', headers, body })
  if (!check.ok) throw new Error(`POST /api/estimates answered ${check.status}`)
  return [
    {
      name: 'POST /api/estimates (storefront)',
      path: '/api/estimates',
      method: 'POST',
      headers,
      body,
      connections: 50,
    },
  ]
}
