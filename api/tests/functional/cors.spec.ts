import { test } from '@japa/runner'
import { settings } from '#config/settings'

test.group('CORS without CORS_ORIGINS', () => {
  test('a foreign origin is not echoed; the product’s own origin is', async ({ client, assert }) => {
    assert.equal(settings.corsOrigins, '')
    const foreign = await client.get('/api/health').header('Origin', 'https://evil.example')
    assert.isUndefined(foreign.header('access-control-allow-origin'))
    assert.isUndefined(foreign.header('access-control-allow-credentials'))

    const preflight = await client
      .options('/api/auth/me')
      .header('Origin', 'https://evil.example')
      .header('Access-Control-Request-Method', 'GET')
    assert.isUndefined(preflight.header('access-control-allow-origin'))

    const own = `http://${new URL(process.env.APP_URL ?? `http://localhost:${process.env.PORT}`).host}`
    const same = await client.get('/api/health').header('Origin', own).header('Host', new URL(own).host)
    assert.equal(same.header('access-control-allow-origin'), own)
  })
})
