import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, logIn, openAs } from '../support/admin.js'
import { chromium } from '../support/browser.js'
import { emailedLink } from '../support/outbox.js'

/**
 * A new retailer set up from the screens, to its first checked-in buy-back: the platform admin creates the
 * client and its administrator (invited by e-mail) and acts for it; the client admin creates its first
 * category, a product with prices and questions, payment and transport modes, circuits and its design; the
 * platform admin gives it a host and a buyer, and its checklist is done; a customer sells a phone on the
 * client's storefront, on its host over plain http; the client's workshop operator checks the parcel in and
 * verifies it. Each later test starts from a client prepared through the API as far as it needs.
 */
const SUPER_ADMIN = 'superadmin@reprise.test'
// The machine is shared: three times the quiet duration of a screen's answer.
test.setTimeout(90_000)
/** The clients' own storefront hosts, resolved to the suite's server as a DNS name would be. */
const HOSTS = 'onboarding.test'
test.use({
  viewport: { width: 1366, height: 768 },
  launchOptions: { ...chromium, args: [...chromium.args, `--host-resolver-rules=MAP *.${HOSTS} 127.0.0.1`] },
})
const CLIENT_PASSWORD = 'Brico-Reprise-1'

async function superAdminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: SUPER_ADMIN, password: DEMO_PASSWORD },
  })
  return { Authorization: `Bearer ${(await login.json()).token}`, 'X-Module': 'root' }
}

/** A client of its own per test (its name unique to the run), created through the API. */
async function newClient(request: APIRequestContext, name: string, extra: object = {}) {
  const headers = await superAdminHeaders(request)
  const created = await request.post('/api/clients', {
    headers,
    data: {
      commonName: name,
      status: 'active',
      country: 'FR',
      currency: 'EUR',
      language: 'fr',
      paymentIssuer: 'retailer',
      transportContractHolder: 'retailer',
      modules: ['tim', 'rps'],
      ...extra,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { headers, client: (await created.json()) as { id: number; commonName: string } }
}

type Row = { id: number }
type Stage = 'entities' | 'category' | 'modes' | 'complete'
const STAGES: Stage[] = ['entities', 'category', 'modes', 'complete']

/**
 * A new client set up through the API, as far as `stage`: its administrator (a password typed, no
 * invitation) and its entities; then a linked buyer and its first category; then a payment mode, a
 * transport mode and a circuit per channel; then a product with grade prices and a question, and a host.
 */
async function preparedClient(request: APIRequestContext, label: string, stage: Stage) {
  const stamp = Date.now()
  const name = `${label} ${stamp}`
  const host = `brico-${stamp}.${HOSTS}`
  const reached = (step: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(step)
  const { headers, client } = await newClient(
    request,
    name,
    reached('complete') ? { whiteLabel: { host, status: 'active' } } : {}
  )
  const create = async <T = Row>(url: string, data: object): Promise<T> => {
    const response = await request.post(url, { headers, data: { ...data, accountId: client.id } })
    expect(response.status(), `${url}: ${await response.text()}`).toBe(201)
    return response.json()
  }
  const admin = `admin.${stamp}@brico-reprise.test`
  const invited = await request.post(`/api/clients/${client.id}/admins`, {
    headers,
    data: {
      email: admin,
      firstname: 'Camille',
      lastname: 'Lefort',
      passwordMode: 'password',
      password: CLIENT_PASSWORD,
      passwordConfirmation: CLIENT_PASSWORD,
    },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const entity = (data: object) => create('/api/entities', { country: 'FR', ...data })
  const root = await entity({ type: 'root_management_unit', commonName: 'Brico France' })
  const unit = await entity({ type: 'management_unit', commonName: 'Brico Nord', parentId: root.id })
  const store = await entity({ type: 'store', commonName: 'Brico Lille', parentId: unit.id })
  const workshop = await entity({ type: 'warehouse', commonName: 'Atelier Brico' })
  const prepared = { headers, client, name, host, admin, store, workshop, buyer: 0, category: 0, product: 0 }
  if (!reached('category')) return prepared

  const circuitIds: number[] = []
  if (reached('modes')) {
    const mode = await create('/api/payment-modes', {
      provider: 'sandbox-bank',
      type: 'bank_transfer',
      label: 'Virement',
      description: 'Virement bancaire',
      modifier: null,
      bonusMode: 'disabled',
    })
    const circuit = (channel: string, deposit: string, circuitName: string) =>
      create('/api/circuits', {
        name: circuitName,
        channel,
        deposit,
        eligibleCountries: ['FR'],
        transferOrderNumberOfCopy: 1,
        depositBonus: 0,
        paymentModeIds: [mode.id],
      })
    circuitIds.push((await circuit('store', 'drop', 'Dépôt en magasin')).id)
    circuitIds.push((await circuit('web', 'post', 'Envoi par La Poste')).id)
    await create('/api/shipping-methods', {
      channel: 'web',
      type: 'sandbox',
      deposits: ['post'],
      description: 'Colis suivi',
      modifier: null,
      countries: ['FR'],
      paymentModeIds: [mode.id],
    })
  }
  const buyers = await request.get('/api/clients?q=Demo%20Buyer', { headers })
  prepared.buyer = ((await buyers.json()) as Row[])[0]!.id
  const linked = await request.put(`/api/clients/${client.id}/linked-buyers`, {
    headers,
    data: { buyerAccountIds: [prepared.buyer] },
  })
  expect(linked.ok(), await linked.text()).toBe(true)
  const category = await create('/api/categories', {
    label: 'Téléphones',
    identifier: `phones-${stamp}`,
    buyerAccountId: prepared.buyer,
    warehouseIds: [workshop.id],
    defaultWeight: 200,
    circuitIds,
  })
  prepared.category = category.id
  if (!reached('modes')) return prepared

  await create('/api/warehouse-dispatch-rules', {
    title: 'Tout vers l’atelier',
    position: 0,
    destinationWarehouseIds: [workshop.id],
    defaultWarehouseId: workshop.id,
    conditions: [{ attribute: 'productState', operator: 'notIn', values: ['E'] }],
  })
  if (!reached('complete')) return prepared

  const product = await create('/api/products', {
    label: 'Brico Phone',
    brand: 'Brico',
    categoryId: category.id,
    status: 'published',
    buybackPriceGradeA: 10000,
    buybackPriceGradeB: 8000,
    buybackPriceGradeC: 5000,
    tacCodes: ['35209900'],
    isCollectingImei: true,
  })
  prepared.product = product.id
  await create('/api/diagnostic-questions', {
    categoryId: category.id,
    title: { fr: 'L’écran est-il intact ?', en: null, nl: null, de: null },
    answers: [
      { name: { fr: 'Oui', en: null, nl: null, de: null }, gradeCap: 'A', priceImpact: 0 },
      { name: { fr: 'Non', en: null, nl: null, de: null }, gradeCap: 'C', priceImpact: -2000 },
    ],
  })
  return prepared
}

/**
 * The list's "Créer" once the list opened from the menu is on screen: the previous list's button stays
 * until the next one is loaded.
 */
const createFrom = async (page: Page, resource: string) => {
  const create = page.getByRole('link', { name: 'Créer' })
  await expect(create).toHaveAttribute('href', new RegExp(`/${resource}/create$`))
  await create.click()
  await expect(page).toHaveURL(new RegExp(`/${resource}/create$`))
}

/** A select by its label (a pattern when it already shows a value: its name then ends with it). */
const chooseOption = async (page: Page, label: string | RegExp, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).first().click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('A new retailer from the screens alone', () => {
  test('the platform admin creates the client and invites its first administrator', async ({ page }) => {
    const name = `Brico Reprise ${Date.now()}`
    await logIn(page, SUPER_ADMIN)
    await page.getByRole('menuitem', { name: 'Nouveau client' }).click()
    await page.getByRole('textbox', { name: 'Nom commercial' }).fill(name)
    await expect(page.getByRole('combobox', { name: 'Devise' })).toContainText('Euro (€)')
    await expect(page.getByRole('combobox', { name: 'Langue' })).toContainText('Français')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('button', { name: 'Créer un administrateur du client' })).toBeVisible()

    const email = `admin.${Date.now()}@brico-reprise.test`
    const since = Date.now()
    await page.getByRole('button', { name: 'Créer un administrateur du client' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('pas la plateforme')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lefort')
    await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille')
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    // The invitation is the explicit default: no password field to fill.
    await expect(dialog.getByRole('radio', { name: /Envoyer une invitation/ })).toBeChecked()
    await expect(dialog.getByLabel(/^Mot de passe/)).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Créer' }).click()
    await expect(page.getByText('une invitation à choisir son mot de passe lui a été envoyée')).toBeVisible()

    const link = await emailedLink(/href="([^"]*\/admin\/renew\/[^"]+)"/, email, since, 'the invitation')
    await page.context().clearCookies()
    await page.evaluate(() => window.localStorage.clear())
    await page.goto(link)
    const password = 'Brico-Reprise-1'
    await page.getByLabel(/^Mot de passe/).fill(password)
    await page.getByLabel(/^Confirmer le mot de passe/).fill(password)
    await page.getByRole('checkbox', { name: /conditions générales d'utilisation/ }).check()
    await page.getByRole('checkbox', { name: /politique de confidentialité/ }).check()
    await page.getByRole('button', { name: 'Créer mon mot de passe' }).click()
    await expect(page.getByRole('heading', { name: 'Mot de passe créé' })).toBeVisible()
    await logIn(page, email, password)
    // The client's own back office: its set-up checklist, each line a link to the screen that fixes it.
    const checklist = page.getByRole('region', { name: `Mise en route de ${name}` })
    await expect(checklist).toBeVisible()
    await expect(checklist.getByRole('link', { name: 'Une catégorie publiée' })).toHaveAttribute(
      'href',
      /\/categories$/
    )
    await page.screenshot({ path: 'test-results/onboarding-checklist.png' })
  })

  test('acting for the client, its name in sight, the platform admin creates in its account', async ({
    page,
    request,
  }) => {
    const { headers, client } = await newClient(request, `Brico Contexte ${Date.now()}`)
    await openAs(page, SUPER_ADMIN, `/admin/clients/${client.id}`)
    await page.getByRole('button', { name: 'Ouvrir le back-office de ce client' }).click()
    await expect(page.getByTestId('client-context')).toHaveText(`Pour le client : ${client.commonName}`)
    await expect(page.getByRole('region', { name: `Mise en route de ${client.commonName}` })).toBeVisible()

    await page.goto('/admin/entities/create')
    await expect(page.getByTestId('client-context')).toContainText(client.commonName)
    await chooseOption(page, 'Type', 'Unité de gestion racine')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Brico Racine')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Brico Racine' })).toBeVisible()
    const rows = await request.get(`/api/entities?accountId=${client.id}&q=Brico%20Racine`, { headers })
    expect((await rows.json()).map((row: { accountId: number }) => row.accountId)).toEqual([client.id])
    await page.screenshot({ path: 'test-results/onboarding-client-context.png' })

    // Back to the platform: the lists mix every client, with a client column.
    await page.getByRole('button', { name: 'Revenir à la plateforme' }).click()
    await page.goto('/admin/entities')
    await expect(page.getByRole('columnheader', { name: 'Client' })).toBeVisible()
  })

  test("the client's first category has no parent, and an empty buyer list says who links buyers", async ({
    page,
    request,
  }) => {
    const { client } = await newClient(request, `Brico Catalogue ${Date.now()}`)
    await openAs(page, SUPER_ADMIN, `/admin/clients/${client.id}`)
    await page.getByRole('button', { name: 'Ouvrir le back-office de ce client' }).click()
    await page.goto('/admin/categories/create')
    await expect(page.getByText('Première catégorie du compte')).toBeVisible()
    await expect(page.getByRole('combobox', { name: /Catégorie parente/ })).toHaveCount(0)
    await expect(page.getByText('Aucun acheteur n’est lié à ce client')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Lier des acheteurs à ce client' })).toHaveAttribute(
      'href',
      new RegExp(`/account/${client.id}/linked-buyers$`)
    )
    await page.screenshot({ path: 'test-results/onboarding-first-category.png' })
  })

  test("the client's new workshop has its native stocks, named in the user's language", async ({
    page,
    request,
  }) => {
    const { headers, client } = await newClient(request, `Brico Atelier ${Date.now()}`)
    const root = await request.post('/api/entities', {
      headers,
      data: { accountId: client.id, type: 'root_management_unit', commonName: 'Brico Racine', country: 'FR' },
    })
    expect(root.ok(), await root.text()).toBe(true)

    await openAs(page, SUPER_ADMIN, `/admin/clients/${client.id}`)
    await page.getByRole('button', { name: 'Ouvrir le back-office de ce client' }).click()
    await page.goto('/admin/entities/create')
    await chooseOption(page, 'Type', 'Atelier')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Atelier Brico')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Atelier Brico' })).toBeVisible()

    await page.getByRole('menuitem', { name: 'Stocks' }).click()
    const natives = page.getByRole('row').filter({ has: page.getByText('Par défaut', { exact: true }) })
    await expect(natives.filter({ hasText: 'À vérifier' })).toHaveCount(1)
    await expect(natives).toHaveCount(5)
    await expect(natives.first()).toContainText('Atelier Brico')
    await page.screenshot({ path: 'test-results/onboarding-native-stocks.png' })
  })

  test.describe('then from a client prepared through the API', () => {
    // Each takes 10-20 s on the shared machine: three times that.
    test.describe.configure({ timeout: 60_000 })

    test('the client admin creates a product with grade prices and its diagnostic questions', async ({
      page,
      request,
    }) => {
      const prepared = await preparedClient(request, 'Brico Produit', 'modes')
      await openAs(page, prepared.admin, '/admin/products', CLIENT_PASSWORD)
      await page.getByRole('link', { name: 'Créer un produit' }).click()
      await page.getByRole('tab', { name: 'Informations générales' }).click()
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Brico Phone 1')
      await page.getByRole('textbox', { name: 'Marque', exact: true }).fill('Brico')
      await page.getByRole('textbox', { name: 'Codes TAC', exact: true }).fill('35209900')
      await page.getByRole('combobox', { name: /^Catégorie principale/ }).click()
      await page.getByRole('option', { name: /Téléphones/ }).click()
      await chooseOption(page, /^Statut/, 'Publié')
      await page.screenshot({ path: 'test-results/onboarding-product-general.png' })
      await page.getByRole('tab', { name: 'Prix' }).click()
      await page.getByRole('spinbutton', { name: 'Rachat grade A' }).fill('120')
      await page.getByRole('spinbutton', { name: 'Rachat grade B' }).fill('90')
      await page.getByRole('spinbutton', { name: 'Rachat grade C' }).fill('50')
      await page.screenshot({ path: 'test-results/onboarding-product-prices.png' })
      await page.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Le produit' })).toBeVisible()

      await page.getByRole('menuitem', { name: 'Diagnostic' }).click()
      await page.getByRole('link', { name: 'Questions de Téléphones' }).click()
      await page.getByRole('link', { name: 'Ajouter une question' }).click()
      const form = page.locator('form')
      await form.getByRole('textbox', { name: 'Français' }).first().fill('L’écran est-il intact ?')
      for (const [index, [answer, grade, impact]] of [
        ['Oui', 'A', '0'],
        ['Non, fissuré', 'C', '-20'],
      ].entries()) {
        const line = form.locator('.RaSimpleFormIterator-line').nth(index)
        await line.getByRole('textbox', { name: 'Français' }).first().fill(answer!)
        await line.getByRole('combobox', { name: 'Grade maximum' }).click()
        await page.getByRole('option', { name: grade, exact: true }).click()
        await line.getByRole('spinbutton', { name: 'Impact sur le prix (€)' }).fill(impact!)
      }
      await page.screenshot({ path: 'test-results/onboarding-question.png' })
      await page.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByRole('table', { name: 'Questions' })).toContainText('L’écran est-il intact ?')

      const checklist = await request.get(`/api/accounts/${prepared.client.id}/setup-checklist`, {
        headers: prepared.headers,
      })
      const lines = (await checklist.json()) as { key: string; done: boolean }[]
      expect(lines.find((line) => line.key === 'published_product')?.done).toBe(true)
    })

    test('the client admin adds payment and transport modes from the kinds offered, and a circuit per channel', async ({
      page,
      request,
    }) => {
      const prepared = await preparedClient(request, 'Brico Circuits', 'category')
      await openAs(page, prepared.admin, '/admin/paymentModes/create', CLIENT_PASSWORD)
      const form = page.locator('form')
      await form.getByRole('textbox', { name: 'Libellé' }).fill('Virement')
      await chooseOption(page, 'Type', 'Virement bancaire')
      await page.getByRole('combobox', { name: /^Fournisseur/ }).click()
      await page.getByRole('option', { name: 'Virement bancaire (bac à sable)' }).click()
      await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Virement sous 48 heures')
      await page.screenshot({ path: 'test-results/onboarding-payment-mode.png' })
      await page.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByText('Mode de paiement « Virement » créé.')).toBeVisible()

      // The list names the provider as the form offered it, not by its code.
      const row = page.getByRole('row', { name: /^Virement / })
      await expect(row.getByRole('cell', { name: 'Virement bancaire (bac à sable)' })).toBeVisible()
      await page.getByRole('menuitem', { name: 'Modes de transport' }).click()
      await createFrom(page, 'shipping-methods')
      await chooseOption(page, 'Type', 'Transporteur (bac à sable)')
      await form.getByRole('textbox', { name: 'Description' }).fill('Colis suivi')
      await form.getByRole('combobox', { name: 'Modes de paiement' }).click()
      await page.getByRole('option', { name: 'Virement' }).click()
      await page.screenshot({ path: 'test-results/onboarding-transport-mode.png' })
      await page.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByRole('row', { name: /Colis suivi/ })).toContainText('Transporteur (bac à sable)')

      for (const [name, channel, deposit] of [
        ['Envoi par La Poste', 'Web', 'Envoi postal'],
        ['Dépôt en magasin', 'Magasin', 'Dépôt'],
      ]) {
        await page.getByRole('menuitem', { name: 'Circuits' }).click()
        await createFrom(page, 'circuits')
        await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(name!)
        await chooseOption(page, 'Canal', channel!)
        await page.getByRole('combobox', { name: 'Dépôt', exact: true }).click()
        await page.getByRole('option', { name: deposit!, exact: true }).click()
        await form.getByRole('combobox', { name: 'Modes de paiement' }).click()
        await page.getByRole('option', { name: 'Virement' }).click()
        await page.screenshot({ path: `test-results/onboarding-circuit-${channel}.png` })
        await page.getByRole('button', { name: 'Enregistrer' }).click()
        await expect(page.getByRole('cell', { name: name! })).toBeVisible()
      }
      const checklist = await request.get(`/api/accounts/${prepared.client.id}/setup-checklist`, {
        headers: prepared.headers,
      })
      const lines = (await checklist.json()) as { key: string; done: boolean }[]
      expect(lines.filter((line) => line.key.startsWith('circuit_')).map((line) => line.done)).toEqual([
        true,
        true,
      ])
    })

    test('the client admin sets its design, the platform admin its active white-label host', async ({
      page,
      request,
    }) => {
      const prepared = await preparedClient(request, 'Brico Design', 'entities')
      await openAs(page, prepared.admin, '/admin/design', CLIENT_PASSWORD)
      const colour = page.getByRole('textbox', { name: 'Couleur principale' })
      await colour.fill('#e65100')
      await page.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByText('Élément mis à jour')).toBeVisible()
      await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(230, 81, 0)')
      await page.screenshot({ path: 'test-results/onboarding-design.png' })

      await page.context().clearCookies()
      await openAs(page, SUPER_ADMIN, `/admin/clients/${prepared.client.id}`)
      await page.getByRole('tab', { name: 'Site en marque blanche' }).click()
      await page.getByRole('textbox', { name: 'Adresse du site en marque blanche' }).fill(prepared.host)
      await chooseOption(page, /^Statut/, 'Actif')
      await page.screenshot({ path: 'test-results/onboarding-white-label.png' })
      await page.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByText('Élément mis à jour')).toBeVisible()

      const checklist = await request.get(`/api/accounts/${prepared.client.id}/setup-checklist`, {
        headers: prepared.headers,
      })
      const lines = (await checklist.json()) as { key: string; done: boolean }[]
      expect(lines.find((line) => line.key === 'white_label_host')?.done).toBe(true)
    })

    test("the platform admin links a buyer, and the client's home has nothing left to set up", async ({
      page,
      request,
    }) => {
      const prepared = await preparedClient(request, 'Brico Acheteur', 'complete')
      const unlinked = await request.put(`/api/clients/${prepared.client.id}/linked-buyers`, {
        headers: prepared.headers,
        data: { buyerAccountIds: [] },
      })
      expect(unlinked.ok(), await unlinked.text()).toBe(true)
      await openAs(page, prepared.admin, '/admin/home', CLIENT_PASSWORD)
      const checklist = page.getByRole('region', { name: `Mise en route de ${prepared.name}` })
      // Linking a buyer is the platform's: the client's admin is told so, not sent to a screen it cannot open.
      await expect(checklist.getByText('Un acheteur lié au client')).toBeVisible()
      await expect(checklist.getByRole('link', { name: 'Un acheteur lié au client' })).toHaveCount(0)
      await expect(checklist.getByText('L’équipe de la plateforme s’en charge : contactez-la.')).toBeVisible()
      await page.screenshot({ path: 'test-results/onboarding-home-buyer-missing.png' })

      await page.context().clearCookies()
      await openAs(page, SUPER_ADMIN, `/admin/account/${prepared.client.id}/linked-buyers`)
      await page.getByRole('checkbox', { name: 'Demo Buyer' }).check()
      await page.screenshot({ path: 'test-results/onboarding-linked-buyers.png' })
      await page.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByRole('checkbox', { name: 'Demo Buyer' })).toBeChecked()

      await openAs(page, prepared.admin, '/admin/home', CLIENT_PASSWORD)
      await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible()
      await expect(checklist).toHaveCount(0)
      await page.screenshot({ path: 'test-results/onboarding-home-ready.png' })
    })

    test("a customer sells a phone on the client's own storefront, on its host over plain http", async ({
      browser,
      request,
      baseURL,
    }) => {
      const prepared = await preparedClient(request, 'Brico Boutique', 'complete')
      // The storefront as a customer's phone shows it, on the client's own host.
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        locale: 'fr-FR',
        baseURL: `http://${prepared.host}:${new URL(baseURL!).port}`,
      })
      const page = await context.newPage()
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: prepared.name })).toBeVisible()
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false)
      await page.screenshot({ path: 'test-results/onboarding-storefront-home.png' })
      await page.getByRole('combobox', { name: 'Estimer mon produit' }).fill('brico phone')
      await page.getByRole('button', { name: 'Rechercher' }).first().click()
      await page
        .getByRole('link', { name: /Brico Phone/ })
        .first()
        .click()
      await page.getByRole('radio', { name: 'Oui' }).check()
      await page.screenshot({ path: 'test-results/onboarding-storefront-question.png' })
      await page.getByRole('button', { name: 'Suivant' }).click()
      await page.getByLabel('IMEI (15 à 17 chiffres)').fill('3520990012345678')
      await page.getByRole('button', { name: 'Suivant' }).click()
      await expect(page.getByRole('heading', { name: 'Votre estimation' })).toBeVisible()
      await page.getByRole('radio', { name: /Envoi par la poste/ }).check()
      await page.getByRole('radio', { name: /Virement/ }).check()
      await page.screenshot({ path: 'test-results/onboarding-storefront-estimate.png' })
      await page.getByRole('button', { name: /Ajouter au panier/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Vos informations' })).toBeVisible()
      await page.getByLabel('Prénom *', { exact: true }).fill('Lucie')
      await page.getByLabel('Nom *', { exact: true }).fill('Martin')
      await page.getByLabel('E-mail *').fill('lucie.martin@example.com')
      await page.getByLabel('Téléphone *').fill('06 12 34 56 78')
      await page.getByLabel('Numéro et rue *').fill('12 rue des Lilas')
      await page.getByLabel('Code postal *').fill('59000')
      await page.getByLabel('Ville *').fill('Lille')
      await page.getByLabel('IBAN *').fill('FR76 3000 6000 0112 3456 7890 189')
      await page.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible()
      await page.getByLabel(/J'ai lu et j'accepte les/).check()
      await page.getByRole('button', { name: /Confirmer ma reprise/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Votre reprise est confirmée' })).toBeVisible()
      await page.screenshot({ path: 'test-results/onboarding-storefront-confirmed.png' })
      await context.close()
    })

    test("the client's workshop operator checks the parcel in and verifies it", async ({ page, request }) => {
      const prepared = await preparedClient(request, 'Brico Réception', 'complete')
      const headers = { Host: prepared.host }
      const visitor = await (await request.post('/api/auth/anonymous', { headers })).json()
      const as = { ...headers, Authorization: `Bearer ${visitor.token}` }
      const diagnostic = await (
        await request.get(`/api/storefront/products/${prepared.product}/diagnostic`, { headers: as })
      ).json()
      const answers = diagnostic.questions.map(
        (question: { answers: { id: number }[] }) => question.answers[0]!.id
      )
      const imei = '3520990012345678'
      const estimate = await (
        await request.post('/api/estimates', {
          headers: as,
          data: { productId: prepared.product, answers, imei },
        })
      ).json()
      expect(estimate.transportModes, JSON.stringify(estimate)).toHaveLength(1)
      const transport = estimate.transportModes[0]
      const cart = await request.post('/api/carts', {
        headers: as,
        data: {
          idempotencyKey: `onboarding-${Date.now()}`,
          termsAccepted: true,
          buybacks: [
            {
              productId: prepared.product,
              answers,
              imei,
              transportModeId: transport.id,
              paymentModeId: transport.paymentModes[0].id,
            },
          ],
          customer: {
            firstname: 'Lucie',
            lastname: 'Martin',
            email: 'lucie.martin@example.com',
            street: '12 rue des Lilas',
            zipCode: '59000',
            city: 'Lille',
            phone: '0612345678',
            country: 'FR',
            iban: 'FR7630006000011234567890189',
          },
        },
      })
      expect(cart.status(), await cart.text()).toBe(201)
      const number = (await cart.json()).buybacks[0].identificationNumber as string
      const operator = `atelier.${Date.now()}@brico-reprise.test`
      const user = await request.post('/api/users', {
        headers: prepared.headers,
        data: {
          accountId: prepared.client.id,
          email: operator,
          firstname: 'Noé',
          lastname: 'Durand',
          passwordMode: 'password',
          password: CLIENT_PASSWORD,
          passwordConfirmation: CLIENT_PASSWORD,
          modules: [{ module: 'rps', role: 'warehouse_operator', organizationId: prepared.workshop.id }],
        },
      })
      expect(user.status(), await user.text()).toBe(201)

      await openAs(page, operator, '/admin/warehouse/checkin', CLIENT_PASSWORD)
      const scan = page.getByRole('textbox', {
        name: 'Numéro de rachat, code article, numéro de colis ou de suivi du transporteur',
      })
      await scan.fill(number)
      await scan.press('Enter')
      await expect(page.getByRole('region', { name: number }).getByText('Atelier Brico')).toBeVisible()
      await page.screenshot({ path: 'test-results/onboarding-checkin.png' })
      await page.getByRole('button', { name: 'Confirmer l’enregistrement' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Enregistrement confirmé' })).toBeVisible()

      await page.goto('/admin/verification')
      await expect(page.getByRole('heading', { level: 1, name: 'Contrôler un produit' })).toBeVisible()
      await page.keyboard.type(number)
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: 'Confirmer le produit déclaré' }).click()
      await page.getByRole('textbox', { name: 'IMEI' }).fill(imei)
      await page.getByRole('button', { name: 'Suivant' }).click()
      await page.getByRole('radio', { name: 'Oui', exact: true }).check()
      await page.getByRole('button', { name: 'Suivant' }).click()
      await page.screenshot({ path: 'test-results/onboarding-verification.png' })
      await page.getByRole('button', { name: 'Valider le contrôle' }).click()
      await expect(page.getByText('Contrôle enregistré')).toBeVisible()
    })
  })
})
