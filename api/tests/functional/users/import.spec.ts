import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Import from '#models/import'
import User from '#models/user'
import { login, tokenOf } from '#tests/helpers/demo'

const HEADER = 'email;firstname;lastname;status;modules;force_sso;password;badge'

const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'))

const upload = async (client: any, email: string, body: Buffer, language = 'en') =>
  client
    .post('/api/users/import')
    .bearerToken(await tokenOf(client, email))
    .header('Accept-Language', language)
    .file('file', body, { filename: 'users.csv' })

test.group('Users / CSV import', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lines are created, updated or refused with their reason; the import is kept', async ({
    client,
    assert,
  }) => {
    const response = await upload(
      client,
      'admin@demo-retail.test',
      csv(
        'nouveau.vendeur@demo-retail.test;Nina;Petit;active;tim:store_seller:DR-PAR-001;non;Bienvenue-2026;X1',
        'seller@demo-retail.test;Camille;Roux-Martin;;;;;',
        'mauvais.module@demo-retail.test;Léo;Blanc;active;tim:store_seller:NOPE;no;Bienvenue-2026;',
        'bad-address;Léo;Blanc;active;tim:store_seller:DR-PAR-001;no;Bienvenue-2026;',
        'nouveau.vendeur@demo-retail.test;Nina;Petit;active;tim:store_seller:DR-PAR-001;no;Bienvenue-2026;',
        'admin@other-retail.test;Paul;Mercier;active;tim:store_seller:DR-PAR-001;no;Bienvenue-2026;',
        'faible@demo-retail.test;Zoé;Faure;active;tim:store_seller:DR-PAR-001;no;short;'
      )
    )
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.linesCount, { found: 7, inserted: 1, updated: 1, ignored: 5 })
    assert.equal(body.status, 'success_with_ignored')
    assert.deepEqual(body.ignoredColumns, ['badge'])
    assert.deepEqual(
      body.ignoredLines.map((one: { line: number; reason: string }) => [one.line, one.reason]),
      [
        [4, 'No entity of the account has the identifier NOPE.'],
        [5, 'The e-mail address is not valid.'],
        [6, 'This e-mail address is already on an earlier line of the file.'],
        [7, 'This e-mail address is already used.'],
        [
          8,
          'The password must be at least 8 characters long with a lowercase letter, an uppercase letter and a digit.',
        ],
      ]
    )

    const created = await User.findByOrFail('email', 'nouveau.vendeur@demo-retail.test')
    await created.load('modules')
    assert.equal(created.modules[0].role, 'store_seller')
    const session = await login(client, 'nouveau.vendeur@demo-retail.test', 'Bienvenue-2026')
    assert.equal(session.currentModule, 'tim')
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    assert.equal(seller.lastname, 'Roux-Martin')
    assert.equal(seller.status, 'active')
    assert.isNull(await User.findBy('email', 'faible@demo-retail.test'))

    const kept = await Import.findOrFail(body.id)
    assert.equal(kept.dataType, 'users')
    assert.equal(kept.report?.linesCount.ignored, 5)
  })

  test('a refused line leaves nothing behind: no user without its modules', async ({ client, assert }) => {
    const response = await upload(
      client,
      'admin@demo-retail.test',
      csv(
        'demi@demo-retail.test;Demi;Utilisateur;active;tim:warehouse_operator:DR-PAR-001;no;Bienvenue-2026;'
      )
    )
    response.assertStatus(200)
    assert.equal(response.body().status, 'error')
    assert.lengthOf(response.body().ignoredLines, 1)
    assert.isNull(await User.findBy('email', 'demi@demo-retail.test'))
  })

  test('the file is checked as a whole: text, header with email, some lines, a size', async ({ client }) => {
    const cases: [Buffer, string][] = [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'The file is not a CSV text file (UTF-8).'],
      [Buffer.from('name;phone\nA;1\n'), 'The first line must name the columns, among them email.'],
      [Buffer.from(HEADER + '\n'), 'The file has no user line below its header.'],
      [
        Buffer.from(HEADER + '\n' + 'x@demo-retail.test;A;B\n'.repeat(501)),
        'At most 500 lines per file: split the file.',
      ],
    ]
    for (const [body, message] of cases) {
      const response = await upload(client, 'admin@demo-retail.test', body)
      response.assertStatus(422)
      response.assertBodyContains({ errors: { file: message } })
    }
    const missing = await client
      .post('/api/users/import')
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
      .header('Accept-Language', 'fr')
    missing.assertStatus(422)
    missing.assertBodyContains({ errors: { file: 'Choisissez un fichier.' } })
  })

  test('comma separators, quotes and French messages; an admin row needs assign_admin', async ({
    client,
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    await admin.load('modules')
    const root = admin.modules.find((one) => one.module === 'tim')!.organizationId
    const body = Buffer.from(
      [
        'email,firstname,lastname,modules,password',
        '"virgule@demo-retail.test","Anne, Marie",Durand,tim:store_manager:DR-PAR-002,Bienvenue-2026',
        `chef@demo-retail.test,Chef,Promu,tim:admin:${root},Bienvenue-2026`,
      ].join('\r\n')
    )
    const response = await upload(client, 'store.manager@demo-retail.test', body, 'fr')
    response.assertStatus(200)
    assert.equal(response.body().linesCount.ignored, 2)
    const reasons = response.body().ignoredLines.map((one: { reason: string }) => one.reason)
    assert.equal(reasons[1], 'Vous ne pouvez pas attribuer ce rôle.')
    assert.notInclude(reasons.join(' '), 'validator.')

    const byAdmin = await upload(client, 'admin@demo-retail.test', body, 'fr')
    assert.equal(byAdmin.status(), 200, JSON.stringify(byAdmin.body()))
    assert.deepEqual(byAdmin.body().linesCount, { found: 2, inserted: 2, updated: 0, ignored: 0 })
    const anne = await User.findByOrFail('email', 'virgule@demo-retail.test')
    assert.equal(anne.firstname, 'Anne, Marie')
  })

  test('a store seller may not import; another retailer updates none of Demo Retail users', async ({
    client,
    assert,
  }) => {
    const refused = await upload(client, 'seller@demo-retail.test', csv('a@demo-retail.test;A;B;;;;;'))
    refused.assertStatus(403)

    const other = await upload(
      client,
      'admin@other-retail.test',
      csv('seller@demo-retail.test;Pirate;Pirate;inactive;;;;')
    )
    other.assertStatus(200)
    assert.equal(other.body().linesCount.ignored, 1)
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    assert.equal(seller.firstname, 'Camille')
    assert.equal(seller.status, 'active')
  })
})
