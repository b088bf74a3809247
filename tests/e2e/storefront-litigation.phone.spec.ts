import { expect, test } from '@playwright/test'
import { ace } from '../support/ace.js'
import { screen } from '../support/screens.js'

interface ProposalLinks {
  number: string
  accept: string
  reject: string
}

/** The signed links of every pending proposal, as their e-mails carry them (the same key and database). */
function pendingProposals(): ProposalLinks[] {
  const output = ace(['litigation:links', '--all-pending'])
  const local = (link: string) => {
    const url = new URL(link)
    return `${url.pathname}${url.search}`
  }
  const all = JSON.parse(output) as ProposalLinks[]
  return all.map((links) => ({
    number: links.number,
    accept: local(links.accept),
    reject: local(links.reject),
  }))
}

test.describe('Storefront litigation', () => {
  // Each test answers its own proposal, chosen before any of them runs: none depends on another's order.
  let proposals: ProposalLinks[] = []
  test.beforeAll(() => {
    proposals = pendingProposals()
    expect(proposals.length, 'the demo holds a pending proposal per test').toBeGreaterThanOrEqual(3)
  })
  test('the customer accepts the new proposal; a second visit says it was already taken into account', async ({
    page,
  }) => {
    const links = proposals[0]
    await page.goto(links.accept)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nouvelle proposition pour votre reprise' })
    ).toBeVisible()
    await expect(page.getByText(`Reprise n° ${links.number}`, { exact: false })).toBeVisible()
    await expect(page.getByText(/^Nouvelle proposition : /)).toBeVisible()
    // Why the price went down: the grade found against the one declared.
    await expect(page.getByRole('heading', { name: 'Pourquoi une nouvelle proposition ?' })).toBeVisible()
    await expect(page.getByText(/^État déclaré : .+ — état constaté par l’atelier : /)).toBeVisible()
    await screen(page, 'proposal-page')
    await page.getByRole('button', { name: "J'accepte la nouvelle proposition" }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle proposition acceptée' })).toBeVisible()
    await expect(
      page.getByText('Merci ! Votre paiement sera effectué sous 5 jours ouvrés environ.')
    ).toBeVisible()

    await page.goto(links.reject)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Votre choix a déjà été pris en compte' })
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /Je refuse/ })).toHaveCount(0)
  })

  test('the customer declines from the page of the accept link: both choices are on one page', async ({
    page,
  }) => {
    const links = proposals[1]
    await page.goto(links.accept)
    await page
      .getByRole('button', { name: 'Je refuse la nouvelle proposition et je récupère mon produit' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle proposition refusée' })).toBeVisible()
    await expect(page.getByText("C'est noté : votre produit vous sera retourné.")).toBeVisible()
  })

  test('a link that was altered is refused with a clear message', async ({ page }) => {
    const links = proposals[2]
    await page.goto(links.accept.replace('signature=', 'signature=x'))
    await expect(page.getByRole('alert')).toHaveText("Ce lien n'est pas valide ou a expiré.")
  })
})
