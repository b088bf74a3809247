import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { expect, test, type ShippableItem } from './fixtures.js'
import { awaitDelivered } from '../support/transports.js'
import { screen } from '../support/screens.js'

const STORE_MANAGER = 'store.manager@demo-retail.test'
const OPERATOR = 'operator@demo-retail.test'
const SCAN = 'Numéro d’identification de l’article'
const AWAITING = 'Articles en attente d’expédition'
const OWN_LABEL = 'Part seul avec son étiquette'

/** The awaiting table lists each of these items; answers their numbers, as the page shows them. */
async function listedNumbers(page: Page, items: ShippableItem[], ownLabel = false) {
  const table = page.getByRole('table', { name: AWAITING })
  await expect(table).toBeVisible()
  for (const item of items) {
    const row = table.getByRole('row').filter({ hasText: item.identificationNumber })
    await expect(row).toBeVisible()
    if (ownLabel) await expect(row).toContainText(OWN_LABEL)
    else await expect(row).not.toContainText(OWN_LABEL)
  }
  return items.map((item) => item.identificationNumber)
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

test.describe('Back office expedition', () => {
  test('a store manager sends three items to the workshop and prints the label and the transport order', async ({
    page,
    storeItems,
  }) => {
    const items = await storeItems(3)
    await openAs(page, STORE_MANAGER, '/admin/expedition')
    const numbers = await listedNumbers(page, items)

    await shipPackage(page, numbers)
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
    completedItems,
  }) => {
    const items = await completedItems(2)
    await openAs(page, OPERATOR, '/admin/expedition')
    const numbers = await listedNumbers(page, items)

    await shipPackage(page, numbers)
    await expectPdf(page, 'Télécharger le bordereau de colisage')
    await expect(page.getByRole('button', { name: 'Télécharger le bon de transport' })).toHaveCount(0)
  })

  test('a workshop operator ships an item to return with its own label', async ({ page, itemToReturn }) => {
    const item = await itemToReturn()
    await openAs(page, OPERATOR, '/admin/expedition')
    const [number] = await listedNumbers(page, [item], true)

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
    storeItems,
    completedItems,
    shippedPackage,
  }) => {
    const storePackage = (await shippedPackage('storeManager', await storeItems(1))).number
    const workshopPackage = (await shippedPackage('operator', await completedItems(1))).number

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
