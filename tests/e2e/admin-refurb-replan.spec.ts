import { expect, test, type APIRequestContext } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { apiToken } from '../support/catalogue.js'
import { screen } from '../support/screens.js'
import { OPERATOR, diagnosableItems, diagnose, workshopSteps } from '../support/refurb.js'

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Module': 'rps' })

/** A completed item of Lille with a buyer, shipped to it in a closed package, through the API. */
async function shippedItem(request: APIRequestContext) {
  const token = await apiToken(request, OPERATOR)
  const awaiting = await request.get('/api/expedition/awaiting', { headers: headers(token) })
  expect(awaiting.ok()).toBeTruthy()
  const [item] = (await awaiting.json()).items as { identificationNumber: string }[]
  const opened = await request.post('/api/packages', {
    headers: headers(token),
    data: { code: item!.identificationNumber },
  })
  expect(opened.status()).toBe(201)
  const pkg = await opened.json()
  const closed = await request.post(`/api/packages/${pkg.id}/close`, {
    headers: headers(token),
    data: { version: pkg.version },
  })
  expect(closed.ok(), `close answered ${closed.status()}`).toBeTruthy()
  return item!.identificationNumber
}

test.describe('Refurbishment without dead ends', () => {
  test('a phone whose erasure step was cancelled is planned again and reaches sellable stock', async ({
    page,
    request,
  }) => {
    const [item] = await diagnosableItems(request, 1)
    const steps = await workshopSteps(request, item.id)
    const other = steps.find((step) => !step.dataErasure)!
    const erasure = steps.find((step) => step.dataErasure)!
    await diagnose(request, item, [other.id, erasure.id])

    await openAs(page, OPERATOR, `/admin/warehouse/item-refurb-steps/items/${item.id}`)
    const card = page.getByRole('article', { name: erasure.name })
    await expect(card.first()).toContainText('Exigée par la catégorie')
    await page.getByRole('button', { name: `Annuler l’étape : ${erasure.name}` }).click()
    const cancel = page.getByRole('dialog', { name: `Annuler « ${erasure.name} »` })
    // The cancellation says what follows.
    await expect(cancel).toContainText('planifiez à nouveau une étape d’effacement')
    await cancel.getByLabel('Motif d’annulation').fill('Outil d’effacement en panne')
    await screen(page, 'refurb-cancel-required-erasure', false)
    await cancel.getByRole('button', { name: 'Annuler l’étape' }).click()
    await expect(cancel).toBeHidden()

    // Validate all names what it waits for and links to it.
    const missing = page.getByRole('status').filter({ hasText: 'Avant de valider toutes les étapes' })
    await expect(missing.getByRole('link', { name: other.name })).toBeVisible()
    await expect(missing).toContainText('exige un effacement des données terminé')
    await expect(page.getByRole('button', { name: 'Valider toutes les étapes' })).toBeDisabled()
    await screen(page, 'refurb-missing-erasure')

    await page.getByRole('button', { name: `Planifier à nouveau : ${erasure.name}` }).click()
    await expect(card).toHaveCount(2)
    await expect(card.nth(0)).toContainText('Annulée')
    await expect(card.nth(1)).toContainText('À faire')

    await page.getByRole('button', { name: `Démarrer : ${other.name}` }).click()
    await expect(page.getByRole('article', { name: other.name })).toContainText('En cours')
    await page.getByRole('button', { name: `Terminer : ${other.name}` }).click()
    await expect(page.getByRole('article', { name: other.name })).toContainText('Terminée')
    await page.getByRole('button', { name: `Démarrer : ${erasure.name}` }).click()
    await expect(card.nth(1)).toContainText('En cours')
    await page.getByRole('button', { name: `Terminer : ${erasure.name}` }).click()
    const erase = page.getByRole('dialog', { name: `Terminer « ${erasure.name} »` })
    await erase.getByLabel('Méthode d’effacement').selectOption({ label: 'NIST 800-88 Purge' })
    await erase.getByLabel('Outil d’effacement').fill('Blancco Mobile 6.2')
    await erase.getByLabel('Référence du certificat ou du rapport').fill('BLANCCO-2026-0777')
    await erase.getByRole('button', { name: 'Terminer l’étape' }).click()
    await expect(erase).toBeHidden()
    await expect(missing).toHaveCount(0)

    const validate = page.getByRole('button', { name: 'Valider toutes les étapes' })
    await expect(validate).toBeEnabled()
    await validate.click()
    const validation = page.getByRole('dialog', { name: 'Valider le reconditionnement' })
    await validation.getByRole('button', { name: 'Valider' }).click()
    await expect(page).toHaveURL(/\/warehouse\/item-refurb-steps\/completed\?/)
    // Sellable: in the workshop's "refurb completed" stock, the one items leave for their buyers from.
    await expect(page.getByRole('status')).toContainText(
      `L’article ${item.code} est reconditionné, dans le stock « Reconditionnement terminé »`
    )
    await screen(page, 'refurb-replanned-completed')
  })

  test('a shipped item is refused by the diagnosis with the catalogue message', async ({ page, request }) => {
    const code = await shippedItem(request)
    await openAs(page, OPERATOR, '/admin/refurb-diagnosis/start')
    await page.getByRole('textbox', { name: 'Code article ou numéro de rachat' }).fill(code)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      'Le statut de ce produit ne permet pas un diagnostic de reconditionnement : seul un produit vérifié à l’atelier et pas encore expédié peut être diagnostiqué.'
    )
    await screen(page, 'refurb-shipped-refused')
  })
})
