import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ExportJob from '#models/export_job'
import { runCatalogueExport } from '#actions/catalogue_exports/run_catalogue_export'
import { tokenOf } from '#tests/helpers/demo'
import { useS3Disk } from '#tests/helpers/s3'
import { PNG_BYTES } from '../products/fixtures.js'

const OWNER = 'admin@demo-retail.test'

/**
 * DRIVE_DISK=s3 (several API instances sharing their files): the same routes write to and read from an
 * S3 bucket, here s3rver on loopback, and nothing is left on the local disk.
 */
test.group('Files / on an S3 bucket', (group) => {
  let s3: Awaited<ReturnType<typeof useS3Disk>>
  group.setup(async () => {
    s3 = await useS3Disk()
    return () => s3.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a product image uploaded is stored in the bucket and served back by the public route', async ({
    client,
    assert,
  }) => {
    const upload = await client
      .post('/api/products/images')
      .bearerToken(await tokenOf(client, OWNER))
      .file('file', PNG_BYTES, { filename: 'photo.png' })
    upload.assertStatus(201)
    const url: string = upload.body().url
    const key = url.replace(/^.*\/api\/files\//, '')
    assert.match(key, /^products\//)
    assert.deepEqual(Buffer.from(await s3.disk.getBytes(key)), PNG_BYTES)

    const served = await client.get(`/api/files/${key}`)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/png')
    assert.equal(served.header('x-content-type-options'), 'nosniff')
    const body = served.body()
    assert.deepEqual(Buffer.isBuffer(body) ? body : Buffer.from(served.text(), 'latin1'), PNG_BYTES)
  })

  test('a catalogue export is written to the bucket and read through its record route', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OWNER)
    const queued = await client.post('/api/products/exports').bearerToken(token)
    queued.assertStatus(202)
    await runCatalogueExport(queued.body().id)
    const job = await ExportJob.findOrFail(queued.body().id)
    assert.isTrue(await s3.disk.exists(job.fileKey!))

    const file = await client.get(`/api/products/exports/${queued.body().id}/file`).bearerToken(token)
    file.assertStatus(200)
    assert.equal(file.header('cache-control'), 'private, no-store')
    assert.match(file.text(), /^\uFEFF?[^\n]*;/)
    ;(await client.get(`/api/products/exports/${queued.body().id}/file`)).assertStatus(401)
  })

  test('a missing key in the bucket answers 404, not 500', async ({ client }) => {
    ;(await client.get('/api/files/products/none.png')).assertStatus(404)
  })
})
