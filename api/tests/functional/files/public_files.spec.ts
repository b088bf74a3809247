import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import { privateFileKey, signedFileLink } from '#services/stored_files'
import { tokenOf } from '#tests/helpers/demo'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n')

test.group('Files / public assets', () => {
  test('a stored upload is served with its type, nosniff and a content disposition', async ({
    client,
    assert,
  }) => {
    await drive.use().put('design/logo.png', PNG)
    const response = await client.get('/api/files/design/logo.png')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/png')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.match(response.header('content-disposition') ?? '', /^inline; filename="logo.png"$/)
  })

  test('each public folder serves its own kinds of file to anyone', async ({ client }) => {
    for (const key of [
      'design/favicon.png',
      'categories/a.jpg',
      'products/b.png',
      'home/c.png',
      'legal/d.pdf',
    ]) {
      await drive.use().put(key, key.endsWith('.pdf') ? PDF : PNG)
      ;(await client.get(`/api/files/${key}`)).assertStatus(200)
    }
  })

  test('a file outside the public folders, of another kind or further down answers 404', async ({
    client,
  }) => {
    const keys = [
      'labels/1.pdf',
      'catalogue-exports/1/1.csv',
      'sepa/1/x.xml',
      'imports/1/x.csv',
      'item-photos/1/x.png',
      'legal/logo.png',
      'home/terms.pdf',
      'design/nested/logo.png',
      'tests/logo.png',
    ]
    for (const key of keys) {
      await drive.use().put(key, key.endsWith('.pdf') ? PDF : PNG)
      ;(await client.get(`/api/files/${key}`)).assertStatus(404)
    }
  })

  test('unknown types, missing files and path tricks answer 404', async ({ client }) => {
    await drive.use().put('design/script.html', '<script>alert(1)</script>')
    ;(await client.get('/api/files/design/script.html')).assertStatus(404)
    ;(await client.get('/api/files/design/none.png')).assertStatus(404)
    ;(await client.get('/api/files/../package.json')).assertStatus(404)
    ;(await client.get('/api/files/design/..%2F..%2Fpackage.json')).assertStatus(404)
  })
})

test.group('Files / signed links', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed link serves its private file to a plain browser request until it expires', async ({
    client,
    assert,
  }) => {
    const key = privateFileKey('labels', 'pdf')
    await drive.use().put(key, PDF)
    const link = signedFileLink(key, 'Étiquette 12.pdf')
    assert.notInclude(link.url, key)
    const file = await client.get(link.url)
    file.assertStatus(200)
    assert.equal(file.header('content-type'), 'application/pdf')
    assert.equal(file.header('x-content-type-options'), 'nosniff')
    assert.equal(file.header('cache-control'), 'private, no-store')
    assert.equal(file.header('content-disposition'), `attachment; filename*=UTF-8''%C3%89tiquette%2012.pdf`)

    const short = signedFileLink(key, 'label.pdf', 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    ;(await client.get(short.url)).assertStatus(404)
  })

  test('a signed link with one character changed answers 404', async ({ client }) => {
    const key = privateFileKey('labels', 'pdf')
    await drive.use().put(key, PDF)
    const { url } = signedFileLink(key, 'label.pdf')
    for (const index of [url.length - 1, url.lastIndexOf('.') - 1, '/api/signed-files/'.length + 3]) {
      const changed = url.slice(0, index) + (url[index] === 'A' ? 'B' : 'A') + url.slice(index + 1)
      ;(await client.get(changed)).assertStatus(404)
    }
  })

  test('a catalogue export hands its owner a link valid for minutes, and nobody else', async ({
    client,
    assert,
  }) => {
    const owner = await tokenOf(client, 'admin@demo-retail.test')
    const queued = await client.post('/api/products/exports').bearerToken(owner)
    const { runCatalogueExport } = await import('#actions/catalogue_exports/run_catalogue_export')
    await runCatalogueExport(queued.body().id)
    const path = `/api/products/exports/${queued.body().id}/link`
    ;(await client.get(path)).assertStatus(401)
    ;(await client.get(path).bearerToken(await tokenOf(client, 'admin@other-retail.test'))).assertStatus(404)
    const made = await client.get(path).bearerToken(owner)
    made.assertStatus(200)
    const minutes = (Date.parse(made.body().expiresAt) - Date.now()) / 60_000
    assert.isAbove(minutes, 1)
    assert.isAtMost(minutes, 10)
    const file = await client.get(made.body().url)
    file.assertStatus(200)
    assert.match(
      file.header('content-disposition') ?? '',
      /^attachment; filename="product-export-\d{8}-\d{4}\.csv"$/
    )
  })
})
