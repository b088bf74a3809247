import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, openAs } from '../support/admin.js'
import { awaitDelivered } from '../support/transports.js'
import { screen } from '../support/screens.js'

const STORE_MANAGER = 'store.manager@demo-retail.test'
const OPERATOR = 'operator@demo-retail.test'
const SCAN = 'Numéro d’identification de l’article'
const AWAITING = 'Articles en attente d’expédition'
const OWN_LABEL = 'Part seul avec son étiquette'

/**
 * Identification numbers of the awaiting table's rows, read on the page: `count` items for one package
 * (a package goes to one place: those of the destination with the most), or the items to return.
 */
async function awaitingNumbers(page: Page, wanted: { count: number } | 'to return') {
  const table = page.getByRole('table', { name: AWAITING })
  await expect(table).toBeVisible()
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: 'Dans un colis ouvert' })
  const alone = wanted === 'to return'
  const picked = alone ? rows.filter({ hasText: OWN_LABEL }) : rows.filter({ hasNotText: OWN_LABEL })
  const byDestination = new Map<string, string[]>()
  for (let index = 0; index < (await picked.count()); index++) {
    const cells = picked.nth(index).getByRole('cell')
    const destination = await cells.nth(3).innerText()
    const number = (await cells.first().innerText()).trim()
    byDestination.set(destination, [...(byDestination.get(destination) ?? []), number])
  }
  const groups = [...byDestination.values()].sort((a, b) => b.length - a.length)
  return alone ? groups.flat() : (groups[0] ?? []).slice(0, wanted.count)
}

/** Downloads a document from its button and checks the browser received a PDF. */
async function expectPdf(page: Page, button: string) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const pdf = await readFile((await (await download).path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
}

/**
 * From the expedition page: a new package, opened on the server by its first item (nothing is written
 * before), the others scanned in, the steps ticked, closed.
 */
async function shipPackage(page: Page, numbers: string[]) {
  await page.getByRole('button', { name: 'Nouveau colis' }).click()
  await expect(page).toHaveURL(/\/admin\/start-expedition$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau colis' })).toBeVisible()
  const scan = page.getByRole('textbox', { name: SCAN })
  await expect(scan).toBeFocused()
  const close = page.getByRole('button', { name: 'Fermer le colis' })

  for (const [index, number] of numbers.entries()) {
    // A keyboard-wedge scanner: the digits, then Enter.
    await page.keyboard.type(number)
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Article ${number} ajouté au colis.`)).toBeVisible()
    if (index === 0) await expect(page).toHaveURL(/\/admin\/start-expedition\?packageId=\d+$/)
    await expect(scan).toBeFocused()
  }
  await expect(close).toBeDisabled()
  const content = page.getByRole('list', { name: 'Contenu du colis' })
  await expect(content.getByRole('listitem')).toHaveCount(numbers.length)

  // The same item twice is refused with the server's message, and the field keeps the focus.
  await page.keyboard.type(numbers[0])
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(scan).toBeFocused()
  await expect(content.getByRole('listitem')).toHaveCount(numbers.length)

  // The steps are what is done before closing; the client's instructions are read, not ticked, and the
  // label, made at the close, is not asked for before it exists.
  const steps = page.getByRole('checkbox')
  await expect(steps).toHaveCount(2)
  await expect(steps.nth(0)).toHaveAccessibleName('Vérifier l’identifiant sur le produit')
  await expect(steps.nth(1)).toHaveAccessibleName('Emballer avec calage')
  await expect(page.getByText('Consignes du client')).toBeVisible()
  await expect(page.getByText('Un carton par atelier, au plus 10 produits')).toBeVisible()
  for (let index = 0; index < (await steps.count()); index++) await steps.nth(index).check()
  await expect(close).toBeEnabled()
  await screen(page, 'packing-checklist')
  await close.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('verrouillé')
  await dialog.getByRole('button', { name: 'Fermer le colis' }).click()

  await expect(page).toHaveURL(/\/admin\/expedition\/confirmation\?packageId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Expédition confirmée' })).toBeVisible()
  await expect(page.getByText(/^Ensuite : imprimez l’étiquette/)).toBeVisible()
  await screen(page, 'expedition-confirmation')
  for (const number of numbers) await expect(page.getByText(new RegExp(`^${number} · `))).toBeVisible()
  return Number(new URL(page.url()).searchParams.get('packageId'))
}

/** Packages shipped by the tests above, followed to the transports list in the last one. */
const shipped: { store?: number; workshop?: number } = {}

test.describe('Back office expedition', () => {
  test.describe.configure({ mode: 'serial' })

  test('a store manager sends three items to the workshop and prints the label and the transport order', async ({
    page,
  }) => {
    await openAs(page, STORE_MANAGER, '/admin/expedition')
    const numbers = await awaitingNumbers(page, { count: 3 })
    expect(numbers).toHaveLength(3)

    shipped.store = await shipPackage(page, numbers)
    await expect(page.getByText('Transporteur:')).toBeVisible()
    // No carrier is configured: the sandbox, named and marked as a test (DESIGN.md §7), not its code.
    await expect(page.getByText('Transporteur bac à sable')).toBeVisible()
    await expect(page.getByText('Test', { exact: true })).toBeVisible()
    await expectPdf(page, 'Télécharger l’étiquette')
    await expectPdf(page, 'Télécharger le bon de transport')
    await expect(page.getByRole('button', { name: 'Télécharger le bordereau de colisage' })).toHaveCount(0)

    // Back on the expedition page, the items have left and the package is among those shipped.
    await page.getByRole('link', { name: 'Retour aux expéditions' }).click()
    const awaiting = page.getByRole('table', { name: AWAITING })
    await expect(page.getByRole('table', { name: 'Colis expédiés récemment' })).toBeVisible()
    for (const number of numbers) await expect(awaiting.getByText(number)).toHaveCount(0)
  })

  test('a workshop operator sends two completed items to the buyer and prints the packing slip', async ({
    page,
  }) => {
    await openAs(page, OPERATOR, '/admin/expedition')
    const numbers = await awaitingNumbers(page, { count: 2 })
    expect(numbers).toHaveLength(2)

    shipped.workshop = await shipPackage(page, numbers)
    await expectPdf(page, 'Télécharger le bordereau de colisage')
    await expect(page.getByRole('button', { name: 'Télécharger le bon de transport' })).toHaveCount(0)
  })

  test('a workshop operator ships an item to return with its own label', async ({ page }) => {
    await openAs(page, OPERATOR, '/admin/expedition')
    const [number] = await awaitingNumbers(page, 'to return')
    expect(number, 'the demo holds an item to return at the Lille workshop').toBeTruthy()

    await page.getByRole('link', { name: 'Expédier un article avec sa propre étiquette' }).click()
    await expect(page).toHaveURL(/\/admin\/packing-with-label$/)
    const scan = page.getByRole('textbox', { name: 'Numéro d’identification de l’article à retourner' })
    await expect(scan).toBeFocused()
    await page.keyboard.type(number)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: number })).toBeVisible()

    await page.getByRole('button', { name: 'Réserver l’étiquette et expédier' }).click()
    await expect(page).toHaveURL(/\/admin\/expedition\/confirmation\?transportId=\d+$/)
    await expect(page.getByText(`L’étiquette de l’article ${number} est réservée`)).toBeVisible()
    await expectPdf(page, 'Télécharger l’étiquette')

    // Gone, it can no longer be shipped: the refusal is the server's.
    await page.goto(`/admin/packing-with-label?code=${number}`)
    await expect(page.getByRole('alert')).toBeVisible()
  })

  test('the transports list shows both parcels; after the tracking job the store package is delivered', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'superadmin@reprise.test', password: DEMO_PASSWORD },
    })
    const { token } = await login.json()
    const numberOf = async (id: number | undefined) => {
      const response = await request.get(`/api/packages/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(response.ok()).toBeTruthy()
      return ((await response.json()) as { number: string }).number
    }
    const storePackage = await numberOf(shipped.store)
    const workshopPackage = await numberOf(shipped.workshop)

    await openAs(page, 'superadmin@reprise.test', '/admin/transports-list')
    const row = (number: string) => page.getByRole('row').filter({ hasText: `Colis ${number}` })
    await expect(row(storePackage)).toBeVisible()
    await expect(row(workshopPackage)).toBeVisible()

    // The e2e server's sandbox carrier delivers a parcel at its first tracking run.
    await page.getByRole('button', { name: 'Actualiser le suivi' }).click()
    await awaitDelivered(request, [storePackage])
    await page.reload()
    await expect(row(storePackage).getByText('Livré', { exact: true })).toBeVisible()

    // The store sees its package delivered to the workshop.
    await page.evaluate(() => localStorage.clear())
    await openAs(page, STORE_MANAGER, '/admin/expedition')
    const recent = page.getByRole('table', { name: 'Colis expédiés récemment' })
    await expect(recent.getByRole('row').filter({ hasText: storePackage }).getByText('Livré')).toBeVisible()
  })
})
