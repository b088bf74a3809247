import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'
import { allowOutbound } from '#tests/helpers/outbound'

test.group('Auth / OpenID provider on a refused address', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the connection test of an issuer on loopback, a private or a metadata address is refused with invalid_address', async ({
    client,
    cleanup,
  }) => {
    cleanup(allowOutbound(''))
    const token = await tokenOf(client, 'admin@demo-retail.test')
    let version: unknown
    for (const issuer of [
      'http://127.0.0.1:9/',
      'https://10.0.0.1/',
      'https://169.254.169.254/',
      'http://localhost:9/',
    ]) {
      const saved = await client
        .put('/api/sso-configurations/account')
        .bearerToken(token)
        .json({
          issuer,
          clientId: 'reprise',
          clientSecret: 'client-secret',
          domains: ['demo-retail.test'],
          isActive: false,
          ...(version === undefined ? {} : { version }),
        })
      saved.assertStatus(200)
      version = saved.body().version
      const tested = await client
        .post('/api/sso-configurations/account/test')
        .bearerToken(token)
        .header('Accept-Language', 'en')
      tested.assertStatus(422)
      tested.assertBodyContains({ code: 'invalid_address' })
    }
  })
})
