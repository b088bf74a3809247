import { test } from '@japa/runner'
import { settings } from '#config/settings'

test.group('Health', () => {
  test('answers ok with the database engine once the database answers', async ({ client }) => {
    const response = await client.get('/api/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok', db: settings.dbConnection })
  })

  test('unknown API paths answer a translated 404 without internals', async ({ client, assert }) => {
    const response = await client.get('/api/nowhere').header('Accept-Language', 'de')
    response.assertStatus(404)
    response.assertBody({ code: 'not_found', message: 'Nicht gefunden.' })
    assert.notInclude(response.text(), 'node_modules')
  })
})
