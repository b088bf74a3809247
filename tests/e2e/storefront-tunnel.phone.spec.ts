import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { screen } from '../support/screens.js'
import { storefrontCheckout } from '../support/storefront.js'

/** Answers every question with its first answer ("Question n of N" until the questions end). */
async function answerAll(page: Page) {
  const counter = page.getByText(/^Question \d+ sur \d+$/)
  await expect(counter).toHaveText(/^Question 1 sur \d+$/)
  const total = Number((await counter.textContent())!.match(/sur (\d+)/)![1])
  for (let position = 1; position <= total; position++) {
    await expect(counter).toHaveText(`Question ${position} sur ${total}`)
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Suivant' }).click()
  }
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Prénom *', { exact: true }).fill('Lucie')
  await page.getByLabel('Nom *', { exact: true }).fill('Martin')
  await page.getByLabel('E-mail *').fill('lucie.martin@example.com')
  await page.getByLabel('Téléphone *').fill('06 12 34 56 78')
  await page.getByLabel('Numéro et rue *').fill('12 rue des Lilas')
  await page.getByLabel('Code postal *').fill('75011')
  await page.getByLabel('Ville *').fill('Paris')
}

/** A checked-out cart by post and bank transfer, made through the API with the visitor's token. */
async function checkedOutCart(request: APIRequestContext) {
  const { visitor, cart } = await storefrontCheckout(request, 'e2e-label-refused', {
    firstname: 'Lucie',
    lastname: 'Martin',
    email: 'lucie.martin@example.com',
    street: '12 rue des Lilas',
    zipCode: '75011',
    city: 'Paris',
  })
  return { anonymous: visitor, cartId: cart.id as string }
}

test.describe('Storefront tunnel', () => {
  test('home → search → diagnosis → options → customer → summary → confirmation, by post and bank transfer', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Estimer mon produit' }).fill('iphone 13')
    await page.getByRole('button', { name: 'Rechercher' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « iphone 13 »' })).toBeVisible()
    await screen(page, 'tunnel-1-results')
    await page
      .getByRole('link', { name: /iPhone 13/ })
      .first()
      .click()

    // An answer is required before Next.
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByRole('alert')).toHaveText('Choisissez une réponse pour continuer.')
    await answerAll(page)

    // The IMEI: the four messages, then a TAC that is not the product's warns and lets the visitor go on.
    const imei = page.getByLabel('IMEI (15 à 17 chiffres)')
    await imei.fill('35-12')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(
      page.getByText("L'IMEI ne doit contenir que des chiffres (pas de « / » ni de « - »).")
    ).toBeVisible()
    await imei.fill('3512')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByText("L'IMEI doit contenir au moins 15 chiffres.")).toBeVisible()
    await imei.fill('999999991234567890')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByText("L'IMEI doit contenir au plus 17 chiffres.")).toBeVisible()
    await imei.fill('9999999912345678')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(
      page.getByText('Cet IMEI ne semble pas correspondre à ce produit.', { exact: false })
    ).toBeVisible()
    await screen(page, 'tunnel-2-imei-warning')
    await page.getByRole('button', { name: 'Continuer quand même' }).click()

    await expect(page.getByRole('heading', { name: 'Votre estimation' })).toBeVisible()
    await page.getByRole('radio', { name: /Envoi par la poste/ }).check()
    await page.getByRole('radio', { name: /Virement bancaire/ }).check()
    await screen(page, 'tunnel-3-estimate')
    await page.getByRole('button', { name: /Ajouter au panier/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Vos informations' })).toBeVisible()
    await fillCustomer(page)
    await page.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click()
    await expect(page.getByText('IBAN *')).toBeVisible()
    await expect(page.getByText('1 champ demande votre attention.')).toBeVisible()
    await page.getByLabel('IBAN *').fill('FR76 3000 6000 0112 3456 7890 189')
    await screen(page, 'tunnel-4-customer')
    await page.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Panier : 1 produit/ })).toBeVisible()
    await page.getByRole('button', { name: /Confirmer ma reprise/ }).click()
    await expect(page.getByText('Acceptez les conditions générales pour continuer.')).toBeVisible()
    await page.getByLabel(/J'ai lu et j'accepte les/).check()
    await screen(page, 'tunnel-5-cart')
    await page.getByRole('button', { name: /Confirmer ma reprise/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Votre reprise est confirmée' })).toBeVisible()
    // After "Confirmer", the focus is on the result's heading (a screen reader reads it), not the body.
    await expect(page.getByRole('heading', { level: 1, name: 'Votre reprise est confirmée' })).toBeFocused()
    await expect(page.getByText(/^\d{13}$/)).toBeVisible()
    await expect(page.getByText('En attente de votre colis · Virement bancaire')).toBeVisible()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Télécharger le bon de cession (PDF)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^Bon de cession \d{13}\.pdf$/)
    const bytes = readFileSync((await download.path())!)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    // The carrier's label: polled at 3, 5, 10 and 15 s until the worker has booked it.
    await expect(page.getByRole('button', { name: "Télécharger l'étiquette d'envoi (PDF)" })).toBeVisible({
      timeout: 20_000,
    })
    // The cart is emptied once the buy-back exists.
    await expect(page.getByRole('link', { name: /Panier :/ })).toHaveCount(0)
    await screen(page, 'tunnel-6-confirmation')
  })

  test('a label the carrier refused stops the checks and tells the customer the store will contact them', async ({
    page,
    request,
  }) => {
    const { anonymous, cartId } = await checkedOutCart(request)
    // The server answers 410 `shipping_label_refused` (the API's Japa tests book against a loopback carrier).
    let checks = 0
    await page.route('**/documents/shipping_label', async (route) => {
      checks++
      await route.fulfill({ status: 410, body: '' })
    })
    await page.goto('/')
    await page.evaluate((stored) => localStorage.setItem('reprise.anonymousToken', JSON.stringify(stored)), {
      token: anonymous.token,
      expiresAt: anonymous.expiresAt,
    })
    // The page's timers run on a clock the test moves forward, rather than on a wait of seconds.
    await page.clock.install()
    await page.goto(`/buyback-confirmation?cart=${cartId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Votre reprise est confirmée' })).toBeVisible()
    await expect(
      page.getByText("Le transporteur n'a pas pu créer votre étiquette d'envoi", { exact: false })
    ).toBeVisible()
    await expect(page.getByText('Préparation de votre étiquette', { exact: false })).toHaveCount(0)
    // Past the last check (at 15 s): none is asked after the refusal. A request of the page made after
    // that has come back, so a check started by those timers would have reached the route before it.
    await page.clock.runFor(20_000)
    await page.evaluate(() => fetch('/api/health').then((response) => response.status))
    expect(checks, 'no check after the refusal').toBe(1)
  })

  test('a cart stored more than 30 days ago is gone', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      const line = {
        lineId: 'old',
        productId: '00000000-0000-4000-8000-000000000000',
        productLabel: 'Vieux téléphone',
        productImage: null,
        answers: [1],
        grade: 'A',
        estimate: 1000,
        transportModeId: '1',
        transportName: 'Poste',
        paymentModeId: 1,
        paymentLabel: 'Virement',
        needsIban: false,
        bonusAccepted: false,
        total: 1000,
        currency: 'EUR',
      }
      const stored = (days: number) =>
        JSON.stringify({
          storedAt: new Date(Date.now() - days * 86_400_000).toISOString(),
          idempotencyKey: 'k'.repeat(20),
          lines: [line],
        })
      localStorage.setItem('reprise.cart', stored(31))
      localStorage.setItem('reprise.cart.fresh', stored(29))
    })
    await page.goto('/cart/summary')
    await expect(page.getByText('Votre panier est vide.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('reprise.cart'))).toBeNull()

    // A 29-day-old cart is still there.
    await page.evaluate(() =>
      localStorage.setItem('reprise.cart', localStorage.getItem('reprise.cart.fresh')!)
    )
    await page.goto('/cart/summary')
    await expect(page.getByText('Vieux téléphone')).toBeVisible()
  })

  test('an estimate refusal shows its message on the estimate-error page', async ({ page }) => {
    await page.goto('/diag/00000000-0000-4000-8000-000000000000/inconnu')
    await expect(page).toHaveURL(/\/estimate-error$/)
    await expect(page.getByRole('alert')).toHaveText('Ce produit est introuvable.')
  })
})

test.describe('Storefront browsing', () => {
  test('by category from the home page, and the stores with their plan', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Toutes les catégories' }).click()
    await page.getByRole('link', { name: 'Smartphones' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Apple iPhone', exact: true })).toBeVisible()
    await expect(page.getByText(/^\d+ produits$/)).toBeVisible()

    await page.goto('/')
    await page.getByRole('link', { name: 'Nos magasins' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nos magasins' })).toBeVisible()
    await expect(page.getByText('Paris Rivoli', { exact: true })).toBeVisible()
    // Before a place is asked, the list by city.
    await expect(page.getByRole('heading', { level: 2, name: 'Paris' })).toBeVisible()
  })

  test('a scanned or typed IMEI finds the products of its TAC code', async ({ page }) => {
    await page.goto('/search?q=358108561234567')
    await expect(page.getByRole('link', { name: /iPhone 11/ }).first()).toBeVisible()
  })
})

test.describe('Pre-declared buy-back', () => {
  test('completing a pre-declared buy-back declared more than 15 days ago warns that prices may be corrected', async ({
    page,
    request,
  }) => {
    const { token } = await (
      await request.post('/api/auth/login', {
        data: { email: 'admin@demo-retail.test', password: 'Reprise-Demo-1' },
      })
    ).json()
    const headers = { Authorization: `Bearer ${token}`, 'X-Module': 'tim' }
    const [oldest] = await (
      await request.get('/api/buybacks?statusGroup=predeclared&_sort=createdAt&_order=ASC&_start=0&_end=1', {
        headers,
      })
    ).json()
    const { reference } = await (await request.get(`/api/buybacks/${oldest.id}`, { headers })).json()
    const { items } = await (
      await request.get('/api/products/search?keyword=iphone%2013&status=published', { headers })
    ).json()
    await page.goto(`/diag/${items[0].id}/iphone/0/${reference}`)
    await expect(page.getByRole('note')).toContainText('Ce rachat prédéclaré date de plus de 15 jours')
  })
})
