import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, openAs } from '../support/admin.js'
import { screen } from '../support/screens.js'

const OPERATOR = 'operator@demo-retail.test'
const SCAN = 'Numéro de rachat, code article, numéro de colis ou de suivi du transporteur'

async function tokenOf(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })
  expect(response.ok()).toBeTruthy()
  return (await response.json()).token as string
}

/**
 * Buy-backs in transit, split by whether the operator's workshop (Lille) sees them: read through the API
 * (the admin's list, the operator's lookup), never through the screens under test.
 */
async function buybacksInTransit(request: APIRequestContext) {
  const admin = await tokenOf(request, 'admin@demo-retail.test')
  const operator = await tokenOf(request, OPERATOR)
  const list = await request.get('/api/buybacks', {
    params: { status: 'bb_in_transit', _start: 0, _end: 100 },
    headers: { Authorization: `Bearer ${admin}` },
  })
  const rows = (await list.json()) as { identificationNumber: string }[]
  const ours: string[] = []
  const elsewhere: string[] = []
  for (const row of rows) {
    const seen = await request.get(`/api/buybacks/by-identification-number/${row.identificationNumber}`, {
      headers: { Authorization: `Bearer ${operator}` },
    })
    ;(seen.ok() ? ours : elsewhere).push(row.identificationNumber)
  }
  return { ours, elsewhere }
}

test.describe('Back office check-in', () => {
  test('an operator scans a parcel, confirms, prints its label and scans the next one', async ({
    page,
    request,
  }) => {
    const { ours, elsewhere } = await buybacksInTransit(request)
    expect(ours.length).toBeGreaterThan(0)
    expect(elsewhere.length).toBeGreaterThan(0)
    const [number] = ours

    await openAs(page, OPERATOR, '/admin/warehouse/checkin')
    const scan = page.getByRole('textbox', { name: SCAN })
    await expect(scan).toBeFocused()
    // A keyboard-wedge scanner: the digits, then Enter.
    await page.keyboard.type(number)
    await page.keyboard.press('Enter')

    const card = page.getByRole('region', { name: number })
    await expect(card.getByText('Atelier Lille-Lesquin')).toBeVisible()
    await expect(card.getByText('En transit')).toBeVisible()
    await expect(scan).toBeFocused()
    await screen(page, 'checkin')

    await page.getByRole('button', { name: 'Confirmer l’enregistrement' }).click()
    await expect(page).toHaveURL(
      /\/warehouse\/confirmation-checkin\/\d+\?buybackIdentificationNumber=\d{13}$/
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Enregistrement confirmé' })).toBeVisible()
    await expect(page.getByText(`Article enregistré (rachat ${number}).`)).toBeVisible()
    await expect(page.getByText('En attente de tests')).toBeVisible()
    const next = page.getByRole('textbox', { name: SCAN })
    await expect(next).toBeFocused()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Imprimer l’étiquette' }).click()
    const pdf = await readFile((await (await download).path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    await expect(next).toBeFocused()

    // The same parcel scanned again is refused with the catalogue's message.
    await page.keyboard.type(number)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/warehouse\/checkin$/)
    await expect(page.getByRole('alert')).toHaveText('Ce produit a déjà été enregistré à l’atelier.')
    await expect(page.getByRole('textbox', { name: SCAN })).toBeFocused()
  })

  test('refusals are shown as their translated messages', async ({ page, request }) => {
    const { elsewhere } = await buybacksInTransit(request)
    await openAs(page, OPERATOR, '/admin/warehouse/checkin')
    const scan = page.getByRole('textbox', { name: SCAN })

    await scan.fill(elsewhere[0])
    await scan.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      'Ce produit est attendu à un autre atelier : Atelier Lyon Saint-Priest.'
    )
    await expect(page.getByRole('button', { name: 'Confirmer l’enregistrement' })).toHaveCount(0)

    await scan.fill('1234567890128')
    await scan.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      'Ce code n’est pas reconnu : vérifiez le numéro de rachat, le code article, le numéro de colis ou le numéro de suivi du transporteur.'
    )
    await expect(scan).toBeFocused()
  })

  test("a web parcel by its carrier tracking number; a store package's content ticked off", async ({
    page,
    request,
  }) => {
    const admin = await tokenOf(request, 'admin@demo-retail.test')
    const operator = await tokenOf(request, OPERATOR)
    const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })
    // A web buy-back of the operator's workshop, and the tracking number its parcel carries.
    const { ours } = await buybacksInTransit(request)
    let tracking = ''
    let buybackNumber = ''
    for (const number of [...ours].reverse()) {
      const seen = await (
        await request.get(`/api/buybacks/by-identification-number/${number}`, as(operator))
      ).json()
      const details = await (await request.get(`/api/buybacks/${seen.id}`, as(admin))).json()
      // A buy-back dropped at a store travels in the store's package, whose tracking number opens the
      // package's list: only a parcel of its own (post, collection, relay drop) will do here.
      const web = ['web_post', 'web_collect', 'web_drop_label'].includes(details.circuit?.code)
      const open =
        web && details.trackingNumber
          ? await request.get(`/api/warehouse/checkins/${details.trackingNumber}`, as(operator))
          : null
      // Another test may have checked this parcel in already: only one still to register will do.
      if (open?.ok()) {
        tracking = details.trackingNumber
        buybackNumber = number
        break
      }
    }
    expect(tracking).not.toBe('')
    // A store package on its way to the operator's workshop.
    const packages = (await (
      await request.get('/api/packages', { params: { _start: 0, _end: 50 }, ...as(admin) })
    ).json()) as { number: string }[]
    let packageNumber = ''
    for (const one of packages) {
      const preview = await request.get(`/api/warehouse/checkins/${one.number}`, as(operator))
      if (preview.ok()) {
        packageNumber = one.number
        break
      }
    }
    expect(packageNumber).not.toBe('')

    await openAs(page, OPERATOR, '/admin/warehouse/checkin')
    // The page is named as its menu entry.
    await expect(page.getByRole('heading', { level: 1, name: 'Réceptionner' })).toBeVisible()
    const scan = page.getByRole('textbox', { name: SCAN })
    await scan.fill(tracking)
    await scan.press('Enter')
    const confirm = page.getByRole('button', { name: 'Confirmer l’enregistrement' })
    await expect(confirm).toBeEnabled()
    // The card is the buy-back's, headed with its code; the carrier's number is said as such.
    await expect(page.getByText(`Rachat ${buybackNumber}`, { exact: true })).toBeVisible()
    await expect(page.getByText(`Rachat ${tracking}`, { exact: true })).toHaveCount(0)
    await expect(page.getByText(`Numéro de suivi du transporteur : ${tracking}`)).toBeVisible()
    // A declared answer's question that ends with "?" takes no colon after it.
    expect(await page.locator('main').innerText()).not.toMatch(/\?\s*:/)
    await screen(page, 'checkin-tracking-number')
    await confirm.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Enregistrement confirmé' })).toBeVisible()

    await page.goto('/admin/warehouse/checkin')
    await scan.fill(packageNumber)
    await scan.press('Enter')
    const checklist = page.getByRole('region', { name: /Contenu du colis/ })
    await expect(checklist).toBeVisible()
    await expect(confirm).toBeDisabled()
    const boxes = checklist.getByRole('checkbox')
    const count = await boxes.count()
    expect(count).toBeGreaterThan(0)
    await screen(page, 'checkin-package')
    for (let index = 0; index < count; index++) await boxes.nth(index).check()
    await expect(checklist.getByRole('heading')).toHaveText(
      `Contenu du colis : ${count}/${count} articles trouvés`
    )
    await confirm.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Enregistrement confirmé' })).toBeVisible()
  })
})
