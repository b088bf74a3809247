import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'

const assets = app.makePath('../storefront/dist/assets')
const name = `spa-files-test-${process.pid}.js`
const source = `export const text = ${JSON.stringify('x'.repeat(4000))}\n`

test.group('Built apps / compressed files', (group) => {
  group.setup(() => {
    mkdirSync(assets, { recursive: true })
    writeFileSync(`${assets}/${name}`, source)
    writeFileSync(`${assets}/${name}.br`, brotliCompressSync(source))
    writeFileSync(`${assets}/${name}.gz`, gzipSync(source))
    return () => {
      for (const suffix of ['', '.br', '.gz']) rmSync(`${assets}/${name}${suffix}`, { force: true })
    }
  })

  test('a browser accepting Brotli gets the Brotli copy with the type of the original', async ({
    client,
    assert,
  }) => {
    const response = await client.get(`/assets/${name}`).header('Accept-Encoding', 'gzip, deflate, br')
    response.assertStatus(200)
    response.assertHeader('content-encoding', 'br')
    assert.match(response.header('content-type') ?? '', /javascript/)
    assert.equal(response.header('vary'), 'Accept-Encoding')
    assert.include(response.header('cache-control'), 'immutable')
    assert.isBelow(Number(response.header('content-length')), source.length / 10)
    // The client decodes it: the text is the original.
    assert.equal(response.text(), source)
  })

  test('gzip when Brotli is not accepted, and the file itself when nothing is', async ({
    client,
    assert,
  }) => {
    const gzip = await client.get(`/assets/${name}`).header('Accept-Encoding', 'gzip')
    gzip.assertHeader('content-encoding', 'gzip')
    assert.equal(gzip.text(), source)
    const plain = await client.get(`/assets/${name}`).header('Accept-Encoding', 'identity')
    assert.isUndefined(plain.header('content-encoding'))
    assert.equal(plain.text(), source)
  })
})
