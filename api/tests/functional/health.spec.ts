import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#config/settings'

test.group('Health', () => {
  test('answers ok with the database engine once the database answers', async ({ client }) => {
    const response = await client.get('/api/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok', db: settings.dbConnection })
  })

  test('waits for the database connection like any query: not answered while a transaction holds it', async ({
    client,
    assert,
  }) => {
    // SQLite's pool holds one connection: the ping may not run on it while a transaction has it, however
    // idle the transaction is between two statements (services/raw_rows.ts runs it there only when free).
    const trx = await db.transaction()
    let answered = false
    const health = client.get('/api/health').then((response) => {
      answered = true
      return response
    })
    await sleep(200)
    assert.isFalse(answered)
    await trx.commit()
    const response = await health
    response.assertStatus(200)
    response.assertBody({ status: 'ok', db: settings.dbConnection })
  }).skip(settings.dbConnection !== 'sqlite', 'SQLite only: one connection')

  test('unknown API paths answer a translated 404 without internals', async ({ client, assert }) => {
    const response = await client.get('/api/nowhere').header('Accept-Language', 'de')
    response.assertStatus(404)
    response.assertBody({
      code: 'route_not_found',
      message: 'Diese Adresse entspricht keinem Aufruf der API.',
    })
    assert.notInclude(response.text(), 'node_modules')
  })

  test('each request answers in the language its own Accept-Language asks for, French otherwise', async ({
    client,
    assert,
  }) => {
    const asked = ['de', 'en-GB,en;q=0.9', 'nl-BE', 'de', 'es', undefined, 'en-GB,en;q=0.9', 'nl-BE']
    const languages = []
    for (const language of asked) {
      const request = client.get('/api/health')
      if (language) request.header('Accept-Language', language)
      languages.push((await request).header('content-language'))
    }
    assert.deepEqual(languages, ['de', 'en', 'nl', 'de', 'fr', 'fr', 'en', 'nl'])
  })
})
