import { expect, test } from '@playwright/test'
import { apiToken } from '../support/catalogue.js'
import { emailedLink } from '../support/outbox.js'

/**
 * A transfer without IBAN: the customer opens the link e-mailed once the product was verified,
 * gives the IBAN on the storefront, and the payment then waits for the day's SEPA file.
 */
test('the customer gives the IBAN of a transfer without IBAN through the e-mailed link', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'admin@demo-retail.test')
  const waiting = await request.get('/api/payments', {
    params: { type: 'no_iban_transfer', status: 'payment_initiated' },
    headers: { Authorization: `Bearer ${admin}`, 'X-Module': 'tim' },
  })
  expect(waiting.ok()).toBeTruthy()
  const [payment] = (await waiting.json()) as { buyback: { identificationNumber: string } }[]
  const number = payment.buyback.identificationNumber
  const link = await emailedLink(/href="([^"]*\/payment\/iban\/[^"]+)"/, number)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Vos coordonnées bancaires' })).toBeVisible()
  await expect(page.getByText(number)).toBeVisible()
  await page.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188')
  await page.getByLabel('Titulaire du compte').fill('Jeanne Martin')
  await page.getByRole('button', { name: 'Envoyer mes coordonnées' }).click()
  // Checked before it leaves: the field says what is wrong.
  await expect(page.getByText("Cet IBAN n'est pas valide : vérifiez-le sur votre RIB.")).toBeVisible()

  await page.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606')
  await page.getByRole('button', { name: 'Envoyer mes coordonnées' }).click()
  await expect(page.getByRole('heading', { name: 'Coordonnées bancaires reçues' })).toBeVisible()

  // A second visit says it was already received.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Coordonnées déjà reçues' })).toBeVisible()
})
