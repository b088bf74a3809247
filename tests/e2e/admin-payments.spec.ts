import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, openAs } from '../support/admin.js'
import { screen } from '../support/screens.js'

const ADMIN = 'admin@demo-retail.test'

interface PaymentRow {
  id: number
  status: string
  type: string
  buyback: { id: number; identificationNumber: string }
}

/**
 * The demo's payments of a type and status, read through the API (never through the screens under test):
 * the seed leaves a failed gift card, a manual payment awaiting payment and initiated bank transfers.
 */
async function paymentsOf(request: APIRequestContext, type: string, status: string) {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } })
  expect(login.ok()).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  const list = await request.get('/api/payments', {
    params: { type, status, _start: 0, _end: 50 },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(list.ok()).toBeTruthy()
  const rows = (await list.json()) as PaymentRow[]
  expect(rows.length, `a demo ${type} payment in ${status}`).toBeGreaterThan(0)
  return rows
}

/** One payment as the API reads it now. */
async function paymentById(request: APIRequestContext, id: number) {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } })
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(`/api/payments/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok(), `GET /api/payments/${id} answered ${response.status()}`).toBeTruthy()
  return (await response.json()) as PaymentRow
}

/** Chooses options of the list's filters (MUI selects): the menu closes before the grid is read. */
async function choose(page: Page, filter: string, ...options: string[]) {
  await page.getByRole('combobox', { name: filter }).click()
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click()
  await page.keyboard.press('Escape')
}

const rowOf = (page: Page, number: string) => page.getByRole('row').filter({ hasText: number })

/** Searches the list for one buy-back's payment (filters cleared first: its status has moved). */
async function searchPayment(page: Page, number: string) {
  await page.goto(`/admin/searchPayment?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`)
  await expect(rowOf(page, number)).toHaveCount(1)
}

test.describe('Back office payments', () => {
  test('an admin relaunches a failed gift card and sees it paid once the job has run', async ({
    page,
    request,
  }) => {
    const [failed] = await paymentsOf(request, 'gift_card', 'payment_failed')
    const number = failed!.buyback.identificationNumber

    await openAs(page, ADMIN, '/admin/searchPayment')
    await choose(page, 'Statut', 'Échec')
    await choose(page, 'Type', 'Carte cadeau')
    const row = rowOf(page, number)
    await expect(row.getByText('Prestataire de paiement injoignable')).toBeVisible()
    await expect(row.getByText('Échec', { exact: true })).toBeVisible()
    // No gift card connector is active: the sandbox pays it, and the list says so (DESIGN.md §7).
    await expect(row.getByText('Bac à sable (test)')).toBeVisible()

    // A selection relaunched at once: one notice says how many went.
    await row.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Relancer la sélection' }).click()
    await expect(page.getByText('1 paiement relancé : il sera traité dans un instant.')).toBeVisible()
    await expect(row).toHaveCount(0)

    // The payment job takes it on in the background: once the API says it is paid, the list shows it so.
    await expect
      .poll(async () => (await paymentById(request, failed!.id)).status, {
        timeout: 45_000,
        intervals: [500, 1_000],
        message: 'the payment job pays the gift card',
      })
      .toBe('payment_completed')
    await searchPayment(page, number)
    await expect(rowOf(page, number).getByText('Payé', { exact: true })).toBeVisible()

    // Its history, beside the list, tells the story.
    await rowOf(page, number).getByText('Carte cadeau').click()
    const panel = page.getByRole('region', { name: 'Historique du paiement' })
    await expect(panel.getByText(/Paiement relancé/)).toBeVisible()
    await expect(panel.getByText(/Paiement en échec/)).toBeVisible()
    await expect(panel.getByText('Bac à sable (test)')).toBeVisible()
    // The provider by its name, not its code.
    await expect(panel.getByText('Cartes cadeaux de test (bac à sable)')).toBeVisible()
    await expect(panel.getByText(/sandbox-giftcard/)).toHaveCount(0)
  })

  test('an admin marks a manual payment as paid with how it was paid', async ({ page, request }) => {
    const [manual] = await paymentsOf(request, 'manual', 'awaiting_payment')
    const number = manual!.buyback.identificationNumber

    await openAs(page, ADMIN, '/admin/searchPayment')
    await choose(page, 'Type', 'Paiement manuel')
    await choose(page, 'Statut', 'En attente de paiement')
    // A named button under a named column, never a bare icon.
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible()
    const mark = rowOf(page, number).getByRole('button', { name: 'Marquer comme payé' })
    // At 1366 px the label is whole, none of it cut off by the column.
    await expect(mark).toBeVisible()
    expect(await mark.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true)
    await screen(page, 'payments-mark-as-paid', false)
    await mark.click()

    const dialog = page.getByRole('dialog', { name: `Marquer le paiement ${number} comme payé` })
    const info = dialog.getByRole('textbox', { name: 'Information de paiement (facultatif)' })
    // Part 2 §9: 255 characters at most, counted as they are typed.
    await info.fill('x'.repeat(256))
    await expect(dialog.getByText('255 caractères au plus. (256 / 255)')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Marquer comme payé' })).toBeDisabled()
    await info.fill('Chèque n° 1234567 remis le 12 mars')
    await expect(dialog.getByText(/\(34 \/ 255\)/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Marquer comme payé' }).click()

    await expect(page.getByText('Paiement marqué comme payé.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await searchPayment(page, number)
    await expect(rowOf(page, number).getByText('Payé', { exact: true })).toBeVisible()
    await expect(rowOf(page, number).getByRole('button', { name: 'Marquer comme payé' })).toHaveCount(0)

    await rowOf(page, number).getByText('Paiement manuel').click()
    const panel = page.getByRole('region', { name: 'Historique du paiement' })
    await expect(panel.getByText('Chèque n° 1234567 remis le 12 mars').first()).toBeVisible()
    await expect(panel.getByText(/Marqué comme payé/)).toBeVisible()
  })

  test('an admin builds the SEPA file, downloads it and marks it executed by the bank', async ({
    page,
    request,
  }) => {
    const transfers = await paymentsOf(request, 'bank_transfer', 'payment_initiated')
    const number = transfers[0]!.buyback.identificationNumber

    await openAs(page, ADMIN, '/admin/searchPayment')
    await page.getByRole('link', { name: 'Virements SEPA' }).click()
    await expect(page).toHaveURL(/\/searchPayment\/sepa-files$/)

    await page.getByRole('button', { name: 'Générer le fichier du jour' }).click()
    await expect(page.getByText('Fichier SEPA généré.')).toBeVisible()
    const file = page.getByRole('table', { name: 'Virements SEPA' }).getByRole('row').nth(1)
    await expect(file.getByText('En attente de la banque')).toBeVisible()

    const download = page.waitForEvent('download')
    await file.getByRole('button', { name: 'Télécharger' }).click()
    const xml = await readFile((await (await download).path())!, 'utf8')
    expect(xml).toContain('pain.001')
    expect(xml).toContain('<CdtTrfTxInf>')

    await file.getByRole('button', { name: 'Marquer comme exécuté' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Marquer comme exécuté' }).click()
    await expect(page.getByText('Remise marquée comme exécutée : ses paiements sont payés.')).toBeVisible()
    await expect(file.getByText(/^Exécuté le /)).toBeVisible()

    await searchPayment(page, number)
    const row = rowOf(page, number)
    await expect(row.getByText('Virement bancaire')).toBeVisible()
    await expect(row.getByText('Payé', { exact: true })).toBeVisible()
  })
})
