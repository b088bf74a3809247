import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { logIn, openAs } from '../support/admin.js'
import { storefrontCheckout } from '../support/storefront.js'
import { screen } from '../support/screens.js'

/** A web buy-back by post and bank transfer, made through the storefront API as the tunnel makes it. */
async function storefrontBuyback(request: APIRequestContext) {
  const { cart, total } = await storefrontCheckout(request, 'e2e-admin-buybacks', {
    firstname: 'Hugo',
    lastname: 'Vérifié',
    email: 'hugo.verifie@example.com',
    street: '1 place Bellecour',
    zipCode: '69002',
    city: 'Lyon',
  })
  return {
    id: cart.buybacks[0].id as number,
    number: cart.buybacks[0].identificationNumber as string,
    total,
  }
}

test.describe('Back office buy-backs', () => {
  test('a buy-back made on the storefront shows in the list with its status and price, then its details', async ({
    page,
    request,
  }) => {
    const { number } = await storefrontBuyback(request)
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Rachats' }).first().click()
    await page.getByPlaceholder('Rechercher').fill(number)
    const row = page.getByRole('row').filter({ hasText: number })
    // The search is applied (debounced): the header row and this buy-back only.
    await expect(page.getByRole('row')).toHaveCount(2)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('En transit')
    await expect(row).toContainText('Hugo Vérifié')
    await expect(row).toContainText(/\d+,\d{2}\s€/)

    // The export is the filtered list, streamed by the server as CSV.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exporter (CSV)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('buybacks.csv')
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(csv[0]).toMatch(/^N° de rachat;Date;Statut;/)
    expect(csv).toHaveLength(2)
    expect(csv[1]).toContain(`${number};`)
    expect(csv[1]).toContain(';En transit;')

    await row.click()
    await expect(page.getByText('hugo.verifie@example.com')).toBeVisible()
    await expect(page.getByText(/Virement bancaire · .* · Créé/)).toBeVisible()
    await page.getByRole('tab', { name: 'Historique' }).click()
    await expect(page.getByText(/Rachat · Créé \(envoi\) → En transit/)).toBeVisible()
  })

  test('the edition address opens the correction of the fields on the details', async ({ page, request }) => {
    const { id, number } = await storefrontBuyback(request)
    await openAs(page, 'admin@demo-retail.test', `/admin/buyback/${id}/edition`)
    const dialog = page.getByRole('dialog', { name: `Modifier le rachat ${number}` })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Commentaire').fill('Rayure signalée au comptoir')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Le rachat est enregistré.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/admin/buybacks/${id}/show$`))
    await expect(page.getByText('Rayure signalée au comptoir')).toBeVisible()
    // The resource's edit address leads to the same.
    await page.goto(`/admin/buybacks/${id}`)
    await expect(dialog.getByLabel('Commentaire')).toHaveValue('Rayure signalée au comptoir')
  })

  test('a label the carrier refused shows its message, and is booked again with the corrected address', async ({
    page,
    request,
  }) => {
    const { id, number } = await storefrontBuyback(request)
    // The refusal comes from a real carrier (the API's Japa tests book against a loopback Sendcloud):
    // here the details answer it as the server records it, and the booking is captured.
    await page.route(`**/api/buybacks/${id}`, async (route) => {
      const details = await (await route.fetch()).json()
      details.labelRefusal = {
        reason: "house_number: 'This field cannot be blank.'",
        refusedAt: '2026-11-27T09:30:00.000Z',
      }
      details.actions.bookLabel = true
      await route.fulfill({ json: details })
    })
    let booked: unknown = null
    await page.route(`**/api/buybacks/${id}/shipping-label`, async (route) => {
      booked = route.request().postDataJSON()
      await route.fulfill({ json: { id, trackingNumber: '3SYZXG000003001', labelRefusal: null } })
    })
    await openAs(page, 'admin@demo-retail.test', `/admin/buybacks/${id}/show`)
    const alert = page.getByTestId('label-refusal')
    await expect(alert).toContainText("Le transporteur a refusé l'étiquette d'envoi")
    await expect(alert).toContainText("house_number: 'This field cannot be blank.'")
    await screen(page, 'buyback-label-refused')

    await alert.getByRole('button', { name: "Réserver l'étiquette à nouveau" }).click()
    const dialog = page.getByRole('dialog', { name: `Réserver l'étiquette d'envoi du rachat ${number}` })
    await expect(dialog.getByLabel('Adresse')).toHaveValue('1 place Bellecour')
    await dialog.getByLabel('Adresse').fill('12 place Bellecour')
    await dialog.getByRole('button', { name: 'Réserver' }).click()
    await expect(page.getByText("L'étiquette d'envoi est réservée.")).toBeVisible()
    expect(booked).toEqual({
      address: { street: '12 place Bellecour', zipCode: '69002', city: 'Lyon', country: 'FR' },
    })
  })

  test('a store seller sees only the buy-backs of its store', async ({ page }) => {
    await openAs(page, 'seller@demo-retail.test', '/admin/buybacks')
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    const stores = await page.getByRole('row').locator('td:nth-child(7)').allInnerTexts()
    expect(new Set(stores.filter(Boolean))).toEqual(new Set(['Paris Rivoli']))
  })

  test('the pending proposals toggle keeps the buy-backs whose customer has not answered the new price', async ({
    page,
  }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/buybacks')
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
    const unmarked = rows.filter({ hasNotText: 'Proposition en attente' })
    await expect(unmarked.first()).toBeVisible()

    await page.getByLabel('Propositions en attente').check()
    await expect(unmarked).toHaveCount(0)
    await expect(rows.first()).toContainText('En traitement')
    await expect(rows.first()).toContainText('Proposition en attente')

    await page.getByLabel('Propositions en attente').uncheck()
    await expect(unmarked.first()).toBeVisible()
  })
})

test.describe('Back office buy-back details', () => {
  test('a web buy-back still in transit after 15 days warns that its price may be corrected', async ({
    page,
  }) => {
    const filter = encodeURIComponent(JSON.stringify({ statusGroup: 'in_transit', channel: 'web' }))
    await openAs(
      page,
      'admin@demo-retail.test',
      `/admin/buybacks?filter=${filter}&sort=createdAt&order=ASC&page=1&perPage=25`
    )
    await page.getByRole('row').nth(1).click()
    await expect(page.getByText(/déclaré il y a plus de 15 jours/)).toBeVisible()
    // The declared answers, one row per question.
    await page.getByRole('tab', { name: 'Résultats du diagnostic' }).click()
    await expect(page.getByRole('columnheader', { name: 'Réponse' })).toBeVisible()
    expect(await page.getByRole('row').count()).toBeGreaterThan(1)
  })
})

test.describe('Back office buy-back cancel', () => {
  test('an admin cancels a buy-back with a reason; "other" asks for a comment', async ({ page, request }) => {
    const { number } = await storefrontBuyback(request)
    const filter = encodeURIComponent(JSON.stringify({ identificationNumber: number }))
    await openAs(
      page,
      'admin@demo-retail.test',
      `/admin/buybacks?filter=${filter}&sort=createdAt&order=DESC&page=1&perPage=25`
    )
    await page.getByRole('row').filter({ hasText: number }).click()
    await page.getByRole('button', { name: 'Annuler le rachat' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'Autre' }).check()
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Précisez la raison dans un commentaire.')
    await dialog.getByRole('textbox', { name: 'Commentaire' }).fill('Doublon de saisie')
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click()
    await expect(page.getByText('Le rachat est annulé.')).toBeVisible()
    await expect(page.getByText('Annulé', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Annuler le rachat' })).toHaveCount(0)
  })
})

test.describe('Store manager cancels', () => {
  /** Paris Rivoli buy-backs awaiting inventory, with their payment status, as the manager's API sees them. */
  async function awaitingInventory(request: APIRequestContext) {
    const { token } = await (
      await request.post('/api/auth/login', {
        data: { email: 'store.manager@demo-retail.test', password: 'Reprise-Demo-1' },
      })
    ).json()
    const headers = { Authorization: `Bearer ${token}`, 'X-Module': 'tim' }
    const rows = await (
      await request.get('/api/buybacks?status=bb_awaiting_inventory&_start=0&_end=100', { headers })
    ).json()
    const details = []
    for (const row of rows) {
      details.push(await (await request.get(`/api/buybacks/${row.id}`, { headers })).json())
    }
    return details as { identificationNumber: string; payment: { status: string } | null }[]
  }

  async function openCancel(page: Page, number: string) {
    const filter = encodeURIComponent(JSON.stringify({ identificationNumber: number }))
    await page.goto(`/admin/buybacks?filter=${filter}&sort=createdAt&order=DESC&page=1&perPage=25`)
    await page.getByRole('row').filter({ hasText: number }).click()
    await page.getByRole('button', { name: 'Annuler le rachat' }).click()
    return page.getByRole('dialog')
  }

  test('the store manager cancels with a reason, and forces the cancellation of a buy-back already paid', async ({
    page,
    request,
  }) => {
    const rows = await awaitingInventory(request)
    const open = rows.find((row) => row.payment?.status === 'payment_created')!
    const paid = rows.find((row) => row.payment?.status === 'payment_completed')!
    await logIn(page, 'store.manager@demo-retail.test')

    let dialog = await openCancel(page, open.identificationNumber)
    await dialog.getByRole('radio', { name: 'Problème technique' }).check()
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click()
    await expect(page.getByText('Le rachat est annulé.')).toBeVisible()

    dialog = await openCancel(page, paid.identificationNumber)
    await dialog.getByRole('radio', { name: 'Rétractation du client' }).check()
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click()
    await expect(dialog.getByRole('alert')).toContainText('Le paiement a déjà été effectué')
    await dialog.getByRole('checkbox', { name: /Forcer l'annulation/ }).check()
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click()
    await expect(page.getByText('Le rachat est annulé.')).toBeVisible()
    await page.getByRole('tab', { name: 'Historique' }).click()
    await expect(page.getByText(/Paiement · Paiement conservé \(annulation forcée\)/)).toBeVisible()
  })
})
