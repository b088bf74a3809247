import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'

test.group('Files', () => {
  test('a stored upload is served with its type, nosniff and a content disposition', async ({
    client,
    assert,
  }) => {
    await drive.use().put('tests/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))
    const response = await client.get('/api/files/tests/logo.png')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/png')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.match(response.header('content-disposition') ?? '', /^inline; filename="logo.png"$/)
  })

  test('unknown types, missing files and path tricks answer 404', async ({ client }) => {
    await drive.use().put('tests/script.html', '<script>alert(1)</script>')
    ;(await client.get('/api/files/tests/script.html')).assertStatus(404)
    ;(await client.get('/api/files/tests/none.png')).assertStatus(404)
    ;(await client.get('/api/files/../package.json')).assertStatus(404)
  })
})
