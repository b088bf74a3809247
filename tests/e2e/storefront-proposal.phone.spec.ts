import { expect, test } from './fixtures.js'
import { tinyPng } from '../support/catalogue.js'
import { proposalMail } from '../support/outbox.js'
import { screen } from '../support/screens.js'
import { checkInAndVerifyWorse } from '../support/verification.js'

/** Cents of an amount as the French storefront writes it ("−30,00 €", "+40,00 €", "1 248,00 €"). */
const cents = (text: string) => {
  const sign = /^[−-]/.test(text.trim()) ? -1 : 1
  return sign * Number(text.replace(/[^\d,]/g, '').replace(',', ''))
}
const RAW = /translation missing|\b(?:grades|litigation|diag|common)\.[a-zA-Z_.]+/

test.describe('Storefront proposal', () => {
  test('the page and the e-mail list the same findings, summing to the new price, with the photo', async ({
    page,
    request,
    parcelToCheckIn,
  }) => {
    const since = Date.now()
    const number = await parcelToCheckIn()
    await checkInAndVerifyWorse(request, number, tinyPng(32, [180, 30, 30]))
    const { mail, link } = await proposalMail(number, since)
    const url = new URL(link)
    await page.goto(`${url.pathname}${url.search}`)

    const table = page.getByRole('table', { name: 'Comment la nouvelle proposition est calculée' })
    await expect(table).toBeVisible()
    const rows = table.locator('tbody tr')
    const lines = await rows.evaluateAll((all) =>
      all.map((row) => ({
        label: row.querySelector('th')!.textContent!.trim(),
        amount: row.querySelector('td')!.textContent!.trim(),
      }))
    )
    const total = lines.at(-1)!
    expect(total.label).toBe('Nouvelle proposition')
    const parts = lines.slice(0, -1).filter((line) => line.amount !== '—')
    expect(parts[0].label).toMatch(/^Prix annoncé \(état déclaré : /)
    expect(parts.length, 'the declared price and what changed it').toBeGreaterThan(1)
    expect(parts.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(cents(total.amount))
    await expect(page.getByText(`Nouvelle proposition : ${total.amount}`, { exact: false })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Photo 1 de l’atelier' })).toBeVisible()

    // The e-mail: the same lines and amounts.
    const text = mail.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    expect(text).toContain('Comment la nouvelle proposition est calculée')
    for (const line of parts) expect(text).toContain(line.amount.replace(/\u00a0|\u202f/g, ' '))
    expect(text).toContain(total.amount.replace(/\u00a0|\u202f/g, ' '))
    expect(text).not.toMatch(RAW)
    await screen(page, 'proposal-breakdown-phone')

    // No raw key in any language of the page.
    for (const language of ['en', 'nl', 'de', 'fr']) {
      await page.getByRole('combobox', { name: /^(Langue|Language|Taal|Sprache)$/ }).selectOption(language)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('table')).toBeVisible()
      expect(await page.locator('main, #root').first().innerText()).not.toMatch(RAW)
    }
    await page.setViewportSize({ width: 1366, height: 768 })
    await screen(page, 'proposal-breakdown-desktop')

    await page.getByRole('button', { name: "J'accepte la nouvelle proposition" }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle proposition acceptée' })).toBeVisible()
  })
})
