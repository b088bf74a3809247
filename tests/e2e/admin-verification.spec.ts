import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { logIn, openAs } from '../support/admin.js'
import { tinyPng } from '../support/catalogue.js'
import { proposalAcceptLink } from '../support/outbox.js'
import { screen } from '../support/screens.js'
import {
  OPERATOR,
  checkIn,
  checkInAndVerifyWorse,
  verificationPlan,
  type VerificationPlan,
} from '../support/verification.js'

const SEARCH = 'Numéro de rachat ou code article'
/** Cents of an amount as the French screens write it ("−30,00 €", "+40,00 €", "1 248,00 €"). */
const cents = (text: string) =>
  (/^[−-]/.test(text.trim()) ? -1 : 1) * Number(text.replace(/[^\d,]/g, '').replace(',', ''))

interface Line {
  label: string
  amount: string
}

/** A breakdown table's lines: the row header's text (a detail on its own line) and the amount. */
const linesOf = (table: Locator): Promise<Line[]> =>
  table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      label: (row.querySelector('th') as HTMLElement).innerText.trim(),
      amount: row.querySelector('td')!.textContent!.trim(),
    }))
  )
/**
 * The summary's explanation, from the declared price to the controlled one: the grade change as one amount,
 * each answer found different with its amount, adding up. Its lines, for the customer's page to match.
 */
async function explainedSummary(page: Page) {
  const table = page.getByRole('table', { name: 'Comment le prix contrôlé est calculé' })
  await expect(table.getByRole('rowheader', { name: 'Prix contrôlé' })).toBeVisible()
  const summary = await linesOf(table)
  expect(summary[0].label).toMatch(/^Prix déclaré \(grade /)
  expect(summary.at(-1)!.label).toBe('Prix contrôlé')
  expect(
    summary.filter((line) => /^Grade .+ \(.+\) → .+ \(.+\)$|^Grade .+ inchangé/.test(line.label))
  ).toHaveLength(1)
  const parts = summary.slice(0, -1).filter((line) => line.amount !== '—')
  expect(parts.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(cents(summary.at(-1)!.amount))
  const findings = summary.filter((line) => line.label.includes('Déclaré : '))
  expect(findings.length, 'the answers found different').toBeGreaterThan(0)
  return summary
}

/** The summary validated with the workshop's comment: when, for the e-mails it sends. */
async function validate(page: Page, comment: string) {
  const since = Date.now()
  await page.getByRole('textbox', { name: 'Commentaire de l’atelier' }).fill(comment)
  await page.getByRole('button', { name: 'Valider le contrôle' }).click()
  await expect(page.getByText('Contrôle enregistré')).toBeVisible()
  return since
}

/** The customer's proposal page lists the very findings and amounts the operator read on the summary. */
async function expectSameOnProposalPage(page: Page, link: string, summary: Line[]) {
  await page.goto(link)
  const table = page.getByRole('table', { name: 'Comment la nouvelle proposition est calculée' })
  await expect(table.getByRole('rowheader', { name: 'Nouvelle proposition' })).toBeVisible()
  const proposal = await linesOf(table)
  const question = (label: string) => label.split('\n')[0]!.trim()
  const findings = (lines: Line[], marker: string) =>
    lines
      .filter((line) => line.label.includes(marker))
      .map((line) => [question(line.label), cents(line.amount)])
  expect(findings(proposal, 'Votre réponse : ')).toEqual(findings(summary, 'Déclaré : '))
  expect(cents(proposal[0].amount)).toBe(cents(summary[0].amount))
  expect(cents(proposal.at(-1)!.amount)).toBe(cents(summary.at(-1)!.amount))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Characteristics, serial number and diagnostic of the wizard, as an operator fills them in. */
async function fillWizard(page: Page, itemId: number, plan: VerificationPlan) {
  await expect(page).toHaveURL(new RegExp(`/admin/verification/product\\?itemId=${itemId}$`))
  await page.getByRole('button', { name: 'Confirmer le produit déclaré' }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/verification/serial-number\\?itemId=${itemId}$`))
  await page.getByRole('textbox', { name: 'IMEI' }).fill(plan.imei)
  await page.getByRole('button', { name: 'Suivant' }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/verification/diagnostic\\?itemId=${itemId}$`))
  const next = page.getByRole('button', { name: 'Suivant' })
  await expect(next).toBeDisabled()
  for (const { question, answer } of plan.answers) {
    await page
      .getByRole('radiogroup', { name: new RegExp(`— ${escape(question)}$`) })
      .getByRole('radio', { name: answer, exact: true })
      .check()
  }
  await expect(next).toBeEnabled()
}

test.describe('Back office verification', () => {
  test('an operator verifies a parcel checked in, finds it worse than declared and sends a new proposal', async ({
    page,
    request,
    parcelToCheckIn,
  }) => {
    const number = await parcelToCheckIn()
    // The check-in is the fixture (through the API): its screens have their own spec (admin-checkin).
    const itemId = await checkIn(request, number)

    await openAs(page, OPERATOR, '/admin/verification')
    await expect(page.getByRole('heading', { level: 1, name: 'Contrôler un produit' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: SEARCH })).toBeFocused()
    await page.keyboard.type(number)
    await page.keyboard.press('Enter')

    const plan = await verificationPlan(request, itemId, true)
    await fillWizard(page, itemId, plan)
    await page.getByLabel('Fichier de la photo').setInputFiles({
      name: 'ecran.png',
      mimeType: 'image/png',
      buffer: tinyPng(32, [180, 30, 30]),
    })
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible()
    await page.getByRole('button', { name: 'Suivant' }).click()

    await expect(page).toHaveURL(new RegExp(`/admin/verification/summary\\?itemId=${itemId}$`))
    // Nothing is sent before the validation; one figure, with its rule, then the controlled price explained.
    await expect(page.getByRole('status')).toContainText(
      /À payer : \d+,\d{2}\s€ — prix contrôlé, envoyé au client comme nouvelle proposition/
    )
    await expect(page.getByRole('table', { name: 'Déclaré et contrôlé' })).toBeVisible()
    const summary = await explainedSummary(page)
    await screen(page, 'verification-summary')
    const since = await validate(page, 'Écran et batterie contrôlés.')
    // A workshop operator does not read the buy-backs' details.
    await expect(page.getByRole('link', { name: 'Voir le rachat' })).toHaveCount(0)

    await expectSameOnProposalPage(page, await proposalAcceptLink(number, since), summary)
    await screen(page, 'verification-proposal-page')
  })

  test('a product refused at the workshop: the 0 € proposal explained as the customer reads it', async ({
    page,
    request,
    parcelToCheckIn,
  }) => {
    const number = await parcelToCheckIn()
    const itemId = await checkIn(request, number)
    await openAs(page, OPERATOR, '/admin/verification')
    await page.getByRole('textbox', { name: SEARCH }).fill(number)
    await page.keyboard.press('Enter')
    await fillWizard(page, itemId, await verificationPlan(request, itemId, 'refused'))
    await page.getByRole('button', { name: 'Suivant' }).click()

    await expect(page).toHaveURL(new RegExp(`/admin/verification/summary\\?itemId=${itemId}$`))
    await expect(page.getByRole('status')).toContainText(/À payer : 0,00\s€ — prix contrôlé/)
    const summary = await explainedSummary(page)
    // The grade change, to a refused product worth nothing, is one amount: the declared grade's price.
    expect(summary.find((line) => / → Refusé \(0,00\s€\)$/.test(line.label))).toBeTruthy()
    expect(cents(summary.at(-1)!.amount)).toBe(0)
    await screen(page, 'verification-summary-zero')
    const since = await validate(page, 'Ne s’allume pas.')
    await expectSameOnProposalPage(page, await proposalAcceptLink(number, since), summary)
    await screen(page, 'verification-proposal-page-zero')
  })

  test('the customer accepts the new price e-mailed after the verification, and the buy-back shows it', async ({
    page,
    request,
    parcelToCheckIn,
  }) => {
    const since = Date.now()
    const number = await parcelToCheckIn()
    // The check-in and the verification (worse than declared, one photo) are the fixture, through the API.
    const { buybackId } = await checkInAndVerifyWorse(request, number, tinyPng(32, [180, 30, 30]))

    // The customer's side: the e-mail's accept link, on the storefront.
    const accept = await proposalAcceptLink(number, since)
    expect(accept).toContain(`/buyback/${buybackId}/`)
    await page.goto(accept)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nouvelle proposition pour votre reprise' })
    ).toBeVisible()
    // Why: the answers the workshop found different, and its photo.
    await expect(
      page.getByRole('table', { name: 'Comment la nouvelle proposition est calculée' })
    ).toBeVisible()
    await expect(page.getByRole('img', { name: 'Photo 1 de l’atelier' })).toBeVisible()
    await page.getByRole('button', { name: "J'accepte la nouvelle proposition" }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle proposition acceptée' })).toBeVisible()

    // The client's administrator reads the buy-back: negotiated, with the workshop's photo.
    await openAs(page, 'admin@demo-retail.test', `/admin/buybacks/${buybackId}/show`)
    await expect(page.getByText('Terminé après négociation').first()).toBeVisible()
    await page.getByRole('tab', { name: 'Vérification' }).click()
    const photo = page.getByRole('img', { name: 'Photo 1' })
    await expect(photo).toBeVisible()
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(32)
  })

  test('a CSV list of three codes is checked on import and verified one after the other', async ({
    page,
    request,
    checkedInItems,
  }) => {
    // Three items through the wizard one after the other (the queue is the journey): the suite's longest
    // test, about twice the next ones, so twice their timeout.
    test.setTimeout(240_000)
    const items = await checkedInItems(3)
    // A header, a buy-back number, an item code in a first column, another buy-back number.
    const codes = [items[0].number, items[1].itemCode, items[2].number]
    const csv = `code;note\n${codes[0]}\n${codes[1]};colis abîmé\n${codes[2]}\n`

    await openAs(page, OPERATOR, '/admin/verification')
    await page.getByLabel('Fichier CSV de codes').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    const queue = page.getByRole('list', { name: 'Liste de codes' })
    for (const code of codes) {
      await expect(queue.getByRole('listitem', { name: code })).toContainText('À contrôler')
    }
    await page.reload()
    await expect(page.getByText('3 codes : 3 à contrôler, 0 contrôlés, 0 refusés')).toBeVisible()

    await page.getByRole('button', { name: 'Contrôler le suivant (3 restants)' }).click()
    for (const [index, item] of items.entries()) {
      await fillWizard(page, item.itemId, await verificationPlan(request, item.itemId))
      await page.getByRole('button', { name: 'Suivant' }).click()
      await expect(page.getByRole('status')).toContainText('À payer')
      await page.getByRole('button', { name: 'Valider le contrôle' }).click()
      await expect(page.getByText('Contrôle enregistré')).toBeVisible()
      // The payment as it is now, followed while its job runs.
      await expect(page.getByText(/^Paiement :/)).toBeVisible()
      const left = 2 - index
      const next = page.getByRole('button', {
        name: `Suivant dans la liste (${left} ${left > 1 ? 'restants' : 'restant'})`,
      })
      if (left) await next.click()
      else await expect(next).toBeDisabled()
    }

    await page.getByRole('link', { name: 'Contrôler un autre produit' }).click()
    for (const code of codes) {
      await expect(queue.getByRole('listitem', { name: code })).toContainText('Contrôlé')
    }
    await expect(page.getByText('3 codes : 0 à contrôler, 3 contrôlés, 0 refusés')).toBeVisible()
    await page.getByRole('button', { name: 'Vider la liste' }).click()
    await expect(queue).toHaveCount(0)
  })

  test('the workshop manager reaches check-in and control from the home page', async ({ page }) => {
    await logIn(page, 'wh.manager@demo-retail.test')
    const shortcuts = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Réceptionner' }) })
    for (const name of ['Réceptionner', 'Contrôler']) {
      const card = shortcuts.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
      // A link, so the card exists and is no disabled "coming soon" placeholder.
      await expect(card.getByRole('link')).toBeVisible()
      await expect(card.getByText('Bientôt disponible')).toHaveCount(0)
    }
    await shortcuts.getByRole('link', { name: 'Contrôler' }).click()
    await expect(page).toHaveURL(/\/admin\/verification$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Contrôler un produit' })).toBeVisible()
  })
})
