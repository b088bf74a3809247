import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Organization from '#models/organization'
import { publicAddress, settings } from '#config/settings'
import { runDueJobs } from '#services/jobs/queue'
import { tokenOf } from '#tests/helpers/demo'

interface Sent {
  html: string
}

test.group('E-mail links', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('without APP_URL the address is the one the server listens on', ({ assert }) => {
    assert.equal(publicAddress(undefined, '0.0.0.0', 3411), 'http://localhost:3411')
    assert.equal(publicAddress('', '::', 8080), 'http://localhost:8080')
    assert.equal(publicAddress('  ', '10.1.2.3', 3333), 'http://10.1.2.3:3333')
    assert.equal(publicAddress(undefined, 'fe80::1', 3333), 'http://[fe80::1]:3333')
    assert.equal(publicAddress(undefined, 'reprise.intranet', 80), 'http://reprise.intranet:80')
    assert.equal(
      publicAddress('https://reprise.example.com/', '0.0.0.0', 3333),
      'https://reprise.example.com'
    )
    // The tests' server listens on 127.0.0.1 and TEST_PORT (bin/test.ts), with no APP_URL.
    if (!process.env.APP_URL) {
      assert.equal(settings.appUrl, `http://${process.env.HOST}:${process.env.PORT}`)
    }
  })

  test('an invitation links to APP_URL, never a fixed host', async ({ client, assert, cleanup }) => {
    // As if APP_URL had been set when the product started (settings are read once).
    const writable = settings as { appUrl: string }
    const configured = writable.appUrl
    writable.appUrl = 'https://reprise.intranet.example:8443'
    cleanup(() => {
      writable.appUrl = configured
    })
    const { messages } = mail.fake()
    cleanup(() => mail.restore())
    const store = await Organization.findByOrFail('common_name', 'Paris Rivoli')
    const created = await client
      .post('/api/users')
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
      .json({
        email: 'lien.invitation@demo-retail.test',
        firstname: 'Lien',
        lastname: 'Invitation',
        passwordMode: 'invitation',
        modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }],
      })
    created.assertStatus(201)
    await runDueJobs()
    const sent = messages.sent()[0]!.toJSON().message as unknown as Sent
    const links = [...sent.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
    assert.isTrue(links.some((link) => link.startsWith('https://reprise.intranet.example:8443/admin/renew/')))
    assert.isFalse(links.some((link) => link.includes('localhost:3333')))
  })
})
