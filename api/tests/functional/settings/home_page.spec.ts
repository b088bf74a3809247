import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { sanitizeWidgetHtml } from '#services/html_sanitizer'

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])
const corpus: { payloads: string[] } = JSON.parse(
  readFileSync(new URL('../../../../tests/fixtures/xss-corpus.json', import.meta.url), 'utf8')
)

const demoProducts = async (count: number) => {
  const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
  return db
    .from('products')
    .where({ account_id: account.id, status: 'published' })
    .orderBy('label')
    .limit(count)
}

test.group('Home page sanitiser', () => {
  test('nothing of the XSS corpus survives that could run', ({ assert }) => {
    for (const payload of corpus.payloads) {
      const clean = sanitizeWidgetHtml(payload).toLowerCase()
      for (const danger of [
        '<script',
        'javascript:',
        'data:',
        ' on',
        '<iframe',
        '<svg',
        '<math',
        '<style',
        '<base',
        '<meta',
        '<object',
        '<embed',
        '<template',
        '<input',
        'srcdoc',
      ]) {
        assert.notInclude(clean, danger, `${payload} → ${clean}`)
      }
    }
  })

  test('allowed markup is kept; a new-tab link gets noopener', ({ assert }) => {
    const clean = sanitizeWidgetHtml(corpus.payloads.at(-1)!)
    assert.equal(
      clean,
      '<p>Texte <strong>autorisé</strong> avec un <a href="https://www.demo-retail.test" target="_blank" rel="noopener noreferrer">lien</a></p>'
    )
    assert.equal(
      sanitizeWidgetHtml(
        '<img src="http://insecure.test/a.png" alt="a"><img src="https://cdn.test/b.png" alt="b">'
      ),
      '<img alt="a" /><img src="https://cdn.test/b.png" alt="b" />'
    )
  })
})

test.group('Home page editor', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the admin saves widgets; the storefront gets them sanitised, with the products resolved', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const current = await client.get('/api/settings/home').bearerToken(token)
    current.assertStatus(200)
    const upload = await client
      .post('/api/settings/home/images')
      .bearerToken(token)
      .file('image', PNG, { filename: 'banner.png' })
    upload.assertStatus(201)
    const { url } = upload.body()
    const products = await demoProducts(2)

    const saved = await client
      .put('/api/settings/home')
      .bearerToken(token)
      .json({
        ...current.body(),
        metaTitle: 'Revendez vos appareils',
        metaDescription: 'Estimation gratuite en deux minutes.',
        status: 'published',
        widgets: [
          { type: 'banner', title: 'Offre de rentrée', image: url },
          { type: 'html', html: '<p onclick="steal()">Bienvenue <script>steal()</script>chez nous !</p>' },
          { type: 'products', title: 'Les plus repris', productIds: products.map((product) => product.id) },
          { type: 'search', title: 'Que revendez-vous ?', image: url },
        ],
      })
    saved.assertStatus(200)
    assert.equal(saved.body().widgets[1].html, '<p>Bienvenue chez nous !</p>')

    const home = await client.get('/api/white-label/home')
    home.assertStatus(200)
    home.assertBodyContains({
      metaTitle: 'Revendez vos appareils',
      widgets: [
        { type: 'banner', title: 'Offre de rentrée', image: url },
        { type: 'html', html: '<p>Bienvenue chez nous !</p>' },
        {
          type: 'products',
          title: 'Les plus repris',
          products: [{ id: products[0].id, label: products[0].label }],
        },
        { type: 'search', image: url },
      ],
    })

    const draft = await client
      .put('/api/settings/home')
      .bearerToken(token)
      .json({ ...saved.body(), status: 'draft' })
    draft.assertStatus(200)
    const hidden = await client.get('/api/white-label/home')
    hidden.assertBodyContains({ widgets: [] })
  })

  test('a block written for one language shows to the visitors of that language only', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const current = await client.get('/api/settings/home').bearerToken(token)
    const html = (text: string) => `<p>${text} — un texte assez long.</p>`
    const saved = await client
      .put('/api/settings/home')
      .bearerToken(token)
      .json({
        ...current.body(),
        status: 'published',
        widgets: [
          { type: 'html', language: 'fr', html: html('Bienvenue') },
          { type: 'html', language: 'en', html: html('Welcome') },
          { type: 'html', html: html('Tous') },
        ],
      })
    saved.assertStatus(200)
    assert.equal(saved.body().widgets[1].language, 'en')
    const texts = async (language: string) =>
      (await client.get('/api/white-label/home').header('Accept-Language', language))
        .body()
        .widgets.map((widget: { html: string }) => widget.html.slice(3, 8))
    assert.deepEqual(await texts('en'), ['Welco', 'Tous '])
    assert.deepEqual(await texts('fr'), ['Bienv', 'Tous '])
    assert.deepEqual(await texts('de'), ['Tous '])
  })

  test('bounds, UUIDs of existing products, images and an HTML that is only unsafe are refused', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .put('/api/settings/home')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        metaTitle: 'x',
        metaDescription: 'y'.repeat(501),
        status: 'published',
        widgets: [
          { type: 'html', html: 'too short' },
          { type: 'products', productIds: ['not-a-uuid'] },
          { type: 'search', title: 'Search' },
          { type: 'banner', title: 'A banner title far longer than fifty characters, surely' },
          { type: 'marquee' },
        ],
      })
    response.assertStatus(422)
    response.assertBodyContains({
      errors: {
        metaTitle: 'The meta title field must be between 2 and 255 characters long.',
        metaDescription: 'The meta description field must be between 2 and 500 characters long.',
        'widgets.0.html': 'The HTML code field must be at least 20 characters long.',
        'widgets.1.productIds.0': 'Choose products from the catalogue (valid UUIDs).',
        'widgets.2.image': 'The image field is required.',
        'widgets.3.title': 'The title field must be between 2 and 50 characters long.',
        'widgets.4': 'Unknown block type.',
      },
    })

    const checked = await client
      .put('/api/settings/home')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        metaTitle: 'Accueil',
        metaDescription: 'Revendez vos appareils',
        status: 'published',
        widgets: [
          { type: 'html', html: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
          { type: 'products', productIds: ['00000000-0000-4000-8000-000000000000'] },
          {
            type: 'search',
            title: 'Search',
            image: '/api/files/home/00000000-0000-4000-8000-000000000000.png',
          },
        ],
      })
    checked.assertStatus(422)
    checked.assertBodyContains({
      errors: {
        'widgets.0.html':
          'Once the unsafe markup is removed, fewer than 20 characters are left: write real content.',
        'widgets.1.productIds': 'This value does not exist.',
        'widgets.2.image': 'This image does not exist: upload it again.',
      },
    })
  })
})
