import { validationRefusal } from '#tests/helpers/validation'
import { readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import UserModule from '#models/user_module'
import { UPLOADS_FOLDER } from '#middleware/uploads_middleware'
import { settings } from '#config/settings'
import { PNG_BYTES } from '#tests/functional/products/fixtures'
import { tokenOf } from '#tests/helpers/demo'

/** Files now in `folder`, of `size` bytes when given and changed since `since`. */
async function filesIn(folder: string, { size, since = 0 }: { size?: number; since?: number } = {}) {
  const names = await readdir(folder).catch(() => [] as string[])
  const found: string[] = []
  for (const name of names) {
    const info = await stat(join(folder, name)).catch(() => null)
    if (!info?.isFile() || info.mtimeMs < since) continue
    if (size === undefined || info.size === size) found.push(name)
  }
  return found
}

/** A payload of its own size, to find it again in the system's temporary folder. */
const payload = (bytes: number) => Buffer.alloc(bytes, 7)

const uploadImage = (
  client: ApiClient,
  token: string | null,
  bytes: Buffer,
  path = '/api/products/images'
) => {
  const request = client.post(path).file('file', bytes, { filename: 'photo.png' })
  return token ? request.bearerToken(token) : request
}

test.group('Files / uploads read only where files are taken, and removed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an anonymous multipart body writes nothing, on any route', async ({ client, assert }) => {
    const since = Date.now() - 1000
    const size = 1024 * 1024 + 123
    for (const path of ['/api/users', '/api/products/images', '/api/auth/login']) {
      const response = await uploadImage(client, null, payload(size), path)
      assert.include([401, 422], response.status(), path)
    }
    assert.deepEqual(await filesIn(tmpdir(), { size, since }), [])
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])
  })

  test('a multipart body on a route that takes no file is not read', async ({ client, assert }) => {
    const since = Date.now() - 1000
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const size = 300 * 1024 + 17
    const response = await uploadImage(client, token, payload(size), '/api/users')
    response.assertStatus(422)
    assert.deepEqual(await filesIn(tmpdir(), { size, since }), [])
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])
  })

  test('an upload stored, refused or far too large leaves no temporary file', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const stored = await uploadImage(client, token, PNG_BYTES)
    stored.assertStatus(201)
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])

    const refused = await uploadImage(client, token, Buffer.from('<svg/>'))
    refused.assertStatus(422)
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])

    const tooLarge = await uploadImage(client, token, Buffer.concat([PNG_BYTES, payload(300 * 1024)]))
    tooLarge.assertStatus(422)
    tooLarge.assertBody(
      validationRefusal(tooLarge, { errors: { file: 'Le fichier ne doit pas dépasser 250 ko.' } })
    )
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])

    const farTooLarge = await uploadImage(client, token, payload(3 * 1024 * 1024))
    farTooLarge.assertStatus(413)
    farTooLarge.assertBodyContains({ code: 'payload_too_large' })
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])
  })

  test('a favicon is read no further than its own limit, a logo to the images’ one', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const ico = Buffer.from([0x00, 0x00, 0x01, 0x00])
    // Past the favicon's 20 kB and the margin read beyond it, within the images' 250 kB and that margin.
    const bytes = Buffer.concat([ico, payload(1100 * 1024)])
    const favicon = await client
      .post('/api/settings/design/favicon')
      .bearerToken(token)
      .file('file', bytes, { filename: 'favicon.ico' })
    favicon.assertStatus(413)
    favicon.assertBodyContains({ code: 'payload_too_large' })
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])

    const logo = await client
      .post('/api/settings/design/logo')
      .bearerToken(token)
      .file('file', Buffer.concat([PNG_BYTES, payload(1100 * 1024)]), { filename: 'logo.png' })
    logo.assertStatus(422)
    assert.deepEqual(await filesIn(UPLOADS_FOLDER), [])
  })

  test('one caller’s uploads are limited per minute, with Retry-After', async ({ client, assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    const user = await User.create({
      accountId: admin.accountId,
      email: `uploader-${Date.now()}@demo-retail.test`,
      firstname: 'Ugo',
      lastname: 'Envoi',
      status: 'active',
      password: 'Uploads-Limit-1',
      forceConnectionBySso: false,
      isAnonymous: false,
    })
    const modules = await UserModule.query().where('user_id', admin.id).where('module', 'tim')
    await UserModule.create({
      userId: user.id,
      module: 'tim',
      role: 'admin',
      organizationId: modules[0].organizationId,
    })
    const token = (await User.accessTokens.create(user, ['*'])).value!.release()

    for (let upload = 0; upload < settings.uploadsPerMinute; upload++) {
      const refused = await uploadImage(client, token, Buffer.from('<svg/>'))
      refused.assertStatus(422)
    }
    const limited = await uploadImage(client, token, PNG_BYTES)
    limited.assertStatus(429)
    limited.assertBodyContains({ code: 'too_many_uploads' })
    assert.isAbove(Number(limited.header('retry-after')), 0)

    // Another caller is not held back.
    const other = await tokenOf(client, 'admin@demo-retail.test')
    ;(await uploadImage(client, other, PNG_BYTES)).assertStatus(201)
  }).timeout(60_000)
})
