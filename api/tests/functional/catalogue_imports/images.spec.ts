import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import Product from '#models/product'
import { allowOutbound } from '#tests/helpers/outbound'
import {
  ADMIN,
  accountOf,
  checkFile,
  csv,
  importFile,
  tokens,
} from '#tests/functional/catalogue_imports/fixtures'

const HEADER = 'category_identifier;label;status;image'
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
])

const storedImages = async () => [...(await drive.use().listAll('products')).objects].length

/** A local image server: a PNG, a page that is no image, a file too large, a missing one. */
function imageServer() {
  const server = createServer((request, response) => {
    if (request.url === '/phone.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    if (request.url === '/page.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('<html>')
    if (request.url === '/huge.png') {
      // No length announced: the import stops reading past the limit.
      response.writeHead(200, { 'content-type': 'image/png' })
      response.write(PNG)
      return response.end(Buffer.alloc(300 * 1024))
    }
    response.writeHead(404).end()
  })
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

test.group('Catalogue imports / image column', (group) => {
  let server: Server
  let base: string
  group.setup(async () => {
    server = await imageServer()
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an image address is fetched and stored as an uploaded product image', async ({ client, assert }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const report = await importFile(
      client,
      token,
      accountId,
      csv(HEADER, `apple-iphone;Imported with picture;draft;${base}/phone.png`)
    )
    assert.deepEqual(report.report.lines_count, { found: 1, inserted: 1, updated: 0, ignored: 0 })
    const product = await Product.findByOrFail('label', 'Imported with picture')
    assert.match(product.image!, /^\/api\/files\/products\/[0-9a-f-]{36}\.png$/)
    const stored = await drive.use().getBytes(product.image!.replace('/api/files/', ''))
    assert.deepEqual(Buffer.from(stored), PNG)

    // An exported cell (the stored image's own URL) imports back unchanged, nothing stored again.
    const storedBefore = await storedImages()
    const again = await importFile(
      client,
      token,
      accountId,
      csv(`id;${HEADER}`, `${product.id};apple-iphone;Imported with picture;draft;${product.image}`),
      { strategy: 'update' }
    )
    assert.equal(again.report.lines_count.updated, 1)
    const kept = product.image
    await product.refresh()
    assert.equal(product.image, kept)
    assert.equal(await storedImages(), storedBefore)
  })

  test('a dry run checks the image and stores nothing', async ({ client, assert }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const count = await storedImages()
    // The demo's product pictures are stored there: a count that would rise with a stored image.
    assert.isAbove(count, 0)
    const response = await checkFile(
      client,
      token,
      accountId,
      csv(
        HEADER,
        `apple-iphone;Dry picture;draft;${base}/phone.png`,
        `apple-iphone;Dry page;draft;${base}/page.png`
      )
    )
    response.assertStatus(200)
    assert.deepEqual(response.body().linesCount, { found: 2, inserted: 1, updated: 0, ignored: 1 })
    assert.equal(await storedImages(), count)
  })

  test('each failure is told on its line: unreachable, not an image, too large, not https', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const response = await checkFile(
      client,
      token,
      accountId,
      csv(
        HEADER,
        `apple-iphone;Missing;draft;${base}/missing.png`,
        `apple-iphone;Page;draft;${base}/page.png`,
        `apple-iphone;Huge;draft;${base}/huge.png`,
        'apple-iphone;Closed;draft;http://127.0.0.1:1/phone.png',
        'apple-iphone;File name;draft;phone.png',
        'apple-iphone;Plain http;draft;http://images.example.com/phone.png'
      )
    )
    const reasons = response.body().ignoredLines.map((one: { reason: string }) => one.reason)
    assert.deepEqual(reasons, [
      `Image: ${base}/missing.png answered 404 instead of the image.`,
      `Image: ${base}/page.png is not a JPG or PNG image.`,
      `Image: ${base}/huge.png is larger than 250 kB.`,
      'Image: http://127.0.0.1:1/phone.png cannot be reached.',
      'Image: “phone.png” is not an https address.',
      'Image: “http://images.example.com/phone.png” is not an https address.',
    ])
  })

  test('a private address is refused before any request, in the language of the import', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(allowOutbound(''))
    const hits: string[] = []
    const noted = (request: IncomingMessage) => hits.push(request.url ?? '')
    server.on('request', noted)
    cleanup(() => {
      server.off('request', noted)
    })
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const secure = base.replace('http:', 'https:')
    const response = await client
      .post(`/api/accounts/${accountId}/imports/check`)
      .bearerToken(token)
      .header('Accept-Language', 'fr')
      .field('dataType', 'product')
      .field('strategy', 'create')
      .file(
        'file',
        csv(
          HEADER,
          `apple-iphone;Privée;draft;${secure}/phone.png`,
          `apple-iphone;Http;draft;${base}/phone.png`
        ),
        {
          filename: 'catalogue.csv',
        }
      )
    response.assertStatus(200)
    assert.deepEqual(
      response.body().ignoredLines.map((one: { reason: string }) => one.reason),
      [
        `Image : l’adresse ${secure}/phone.png est refusée (adresse privée ou non autorisée).`,
        `Image : « ${base}/phone.png » n’est pas une adresse https.`,
      ]
    )
    assert.deepEqual(hits, [])
  })
})
