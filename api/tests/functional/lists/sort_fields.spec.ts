import { validationRefusal } from '#tests/helpers/validation'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'

test.group('Lists / sort fields', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a sort the list does not declare answers 422 on _sort, inherited names included', async ({
    client,
  }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const list = (sort?: string) =>
      client
        .get('/api/stocks')
        .qs(sort === undefined ? {} : { _sort: sort, _order: 'ASC' })
        .bearerToken(admin)
        .header('X-Module', 'rps')
        .header('Accept-Language', 'en')
    for (const sort of ['__proto__', 'toString', 'valueOf', 'constructor', 'hasOwnProperty', 'password']) {
      const refused = await list(sort)
      refused.assertStatus(422)
      refused.assertBody(
        validationRefusal(refused, { errors: { _sort: 'This list cannot be sorted by this field.' } })
      )
    }
    for (const sort of [undefined, 'name', 'itemCount', 'id']) (await list(sort)).assertStatus(200)
  })
})
