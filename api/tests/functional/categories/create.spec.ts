import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import { tokenOf } from '#tests/helpers/demo'
import { adminToken, categoryNamed, circuitsOf, demoRetail, newCategoryBody } from './fixtures.js'
import { validationRefusal } from '#tests/helpers/validation'

test.group('Categories / create', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a category below its parent with its workshops and circuits', async ({
    client,
    assert,
  }) => {
    const { account, warehouseIds } = await demoRetail()
    const circuits = await circuitsOf(account.id)
    const parent = await categoryNamed('smartphones')
    const response = await client
      .post('/api/categories')
      .bearerToken(await adminToken(client))
      .json(
        await newCategoryBody({
          warehouseIds,
          circuitIds: [circuits.store_drop.id, circuits.web_drop.id],
        })
      )
    response.assertStatus(201)
    response.assertBodyContains({
      label: 'Téléphones pliables',
      identifier: 'foldables',
      parentId: parent.id,
      accountId: account.id,
      defaultWeight: 250,
      absorptionType: 'value',
      absorptionValue: 1000,
      warehouseIds,
      hasChildren: false,
      questionCount: 0,
    })
    const row = await Category.findOrFail(response.body().id)
    assert.equal(row.path, `${parent.path}${parent.id}/`)
    const links = await db.from('category_circuits').where('category_id', row.id).orderBy('circuit_id')
    assert.deepEqual(
      links.map((link) => [link.circuit_id, Boolean(link.active)]),
      [
        [circuits.store_drop.id, true],
        [circuits.web_drop.id, true],
      ].sort((a, b) => Number(a[0]) - Number(b[0]))
    )
  })

  test('the identifier must be 2 to 255 lowercase letters, digits, - or _', async ({ client }) => {
    const token = await adminToken(client)
    const upper = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ identifier: 'Pliables' }))
    upper.assertStatus(422)
    upper.assertBody(
      validationRefusal(upper, {
        errors: {
          identifier:
            'L’identifiant ne peut contenir que des lettres minuscules, des chiffres, « - » et « _ ».',
        },
      })
    )
    const short = await client
      .post('/api/categories')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json(await newCategoryBody({ identifier: 'a' }))
    short.assertStatus(422)
    short.assertBody(
      validationRefusal(short, {
        errors: { identifier: 'The identifier field must be at least 2 characters long.' },
      })
    )
    const long = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ identifier: 'a'.repeat(256) }))
    long.assertStatus(422)
    long.assertBodyContains({
      errors: { identifier: 'Le champ identifiant doit contenir au plus 255 caractères.' },
    })
  })

  test('the identifier is unique in the catalogue, with its own message', async ({ client }) => {
    const response = await client
      .post('/api/categories')
      .bearerToken(await adminToken(client))
      .header('Accept-Language', 'de')
      .json(await newCategoryBody({ identifier: 'tablets' }))
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: { identifier: 'Diese Kennung wird im Katalog bereits verwendet.' },
      })
    )
  })

  test('label, parent, buyer, workshops and weight are required', async ({ client }) => {
    const response = await client
      .post('/api/categories')
      .bearerToken(await adminToken(client))
      .json({ identifier: 'vide' })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          label: 'Le champ nom est obligatoire.',
          parentId: 'Le champ catégorie parente est obligatoire.',
          buyerAccountId: 'Le champ acheteur est obligatoire.',
          warehouseIds: 'Le champ ateliers de référence est obligatoire.',
          defaultWeight: 'Le champ poids est obligatoire.',
        },
      })
    )
  })

  test('the workshops list cannot be empty and must hold the account’s workshops', async ({ client }) => {
    const token = await adminToken(client)
    const empty = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ warehouseIds: [] }))
    empty.assertStatus(422)
    empty.assertBody(
      validationRefusal(empty, { errors: { warehouseIds: 'Choisissez au moins un atelier de référence.' } })
    )

    const store = await db.from('organizations').where('type', 'store').select('id').first()
    const notWorkshop = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ warehouseIds: [store.id] }))
    notWorkshop.assertStatus(422)
    notWorkshop.assertBody(
      validationRefusal(notWorkshop, { errors: { warehouseIds: 'Cette valeur n’existe pas.' } })
    )
  })

  test('the buyer must be an account linked to the retailer', async ({ client }) => {
    const { account } = await demoRetail()
    const response = await client
      .post('/api/categories')
      .bearerToken(await adminToken(client))
      .json(await newCategoryBody({ buyerAccountId: account.id }))
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, { errors: { buyerAccountId: 'Cette valeur n’existe pas.' } })
    )
  })

  test('dimensions and weights are whole numbers', async ({ client }) => {
    const response = await client
      .post('/api/categories')
      .bearerToken(await adminToken(client))
      .json(await newCategoryBody({ defaultHeight: 1.5, defaultWeight: 200.5, maxWeight: 'lourd' }))
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          defaultHeight: 'Le champ hauteur doit être un nombre entier.',
          defaultWeight: 'Le champ poids doit être un nombre entier.',
          maxWeight: 'Le champ poids maximum doit être un nombre.',
        },
      })
    )
  })

  test('the children description is at most 255 characters and refuses markup', async ({ client }) => {
    const token = await adminToken(client)
    const markup = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ childrenDescription: 'Les <b>meilleurs</b> modèles' }))
    markup.assertStatus(422)
    markup.assertBody(
      validationRefusal(markup, {
        errors: {
          childrenDescription:
            'Le champ description des sous-catégories ne doit pas contenir de balises (< ou >).',
        },
      })
    )
    const long = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ childrenDescription: 'x'.repeat(256) }))
    long.assertStatus(422)
    long.assertBody(
      validationRefusal(long, {
        errors: {
          childrenDescription:
            'Le champ description des sous-catégories doit contenir au plus 255 caractères.',
        },
      })
    )
  })

  test('an absorption needs a value: whole cents by value, 0 to 100 by percentage', async ({ client }) => {
    const token = await adminToken(client)
    const missing = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ absorptionType: 'value', absorptionValue: null }))
    missing.assertStatus(422)
    missing.assertBody(
      validationRefusal(missing, {
        errors: { absorptionValue: 'Le champ valeur d’absorption est obligatoire.' },
      })
    )
    const percentage = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ absorptionType: 'percentage_declared', absorptionValue: 120 }))
    percentage.assertStatus(422)
    percentage.assertBody(
      validationRefusal(percentage, {
        errors: { absorptionValue: 'Le champ valeur d’absorption doit être compris entre 0 et 100.' },
      })
    )
    const decimal = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody({ absorptionType: 'percentage_controlled', absorptionValue: 7.5 }))
    decimal.assertStatus(201)
    decimal.assertBodyContains({ absorptionValue: 7.5 })
    const none = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(
        await newCategoryBody({ identifier: 'sans-absorption', absorptionType: 'none', absorptionValue: 50 })
      )
    none.assertStatus(201)
    none.assertBodyContains({ absorptionValue: null })
  })

  test('the circuits it starts with follow the circuit rules', async ({ client, assert }) => {
    const { account } = await demoRetail()
    const circuits = await circuitsOf(account.id)
    const response = await client
      .post('/api/categories')
      .bearerToken(await adminToken(client))
      .json(await newCategoryBody({ circuitIds: [circuits.web_drop.id] }))
    response.assertStatus(409)
    response.assertBody({
      code: 'category_web_drop_needs_store_drop',
      message:
        'Le circuit web avec dépôt en magasin nécessite un circuit de dépôt en magasin actif sur la catégorie.',
    })
    assert.isNull(await Category.findBy('identifier', 'foldables'))
  })

  test('a parent of another account is not found and a store seller may not create', async ({ client }) => {
    const other = await client
      .post('/api/categories')
      .bearerToken(await adminToken(client))
      .json(await newCategoryBody({ parentId: 999999 }))
    other.assertStatus(422)
    other.assertBody(validationRefusal(other, { errors: { parentId: 'Cette valeur n’existe pas.' } }))

    const seller = await client
      .post('/api/categories')
      .bearerToken(await tokenOf(client, 'seller@demo-retail.test'))
      .json(await newCategoryBody())
    seller.assertStatus(403)
  })
})
