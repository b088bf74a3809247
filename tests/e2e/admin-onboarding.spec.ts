import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, logIn, openAs } from '../support/admin.js'
import { emailedLink } from '../support/outbox.js'

/**
 * A new retailer set up from the screens: the platform admin creates the client and its administrator
 * (invited by e-mail), acts for it in its back office, and the client admin starts from its set-up
 * checklist and its first category. Later tests start from a client prepared through the API.
 */
const SUPER_ADMIN = 'superadmin@reprise.test'
// The machine is shared: three times the quiet duration of a screen's answer.
test.setTimeout(90_000)

async function superAdminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: SUPER_ADMIN, password: DEMO_PASSWORD },
  })
  return { Authorization: `Bearer ${(await login.json()).token}`, 'X-Module': 'root' }
}

/** A client of its own per test (its name unique to the run), created through the API. */
async function newClient(request: APIRequestContext, name: string) {
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
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { headers, client: (await created.json()) as { id: number; commonName: string } }
}

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click()
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
})
