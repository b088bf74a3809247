import { expect, test } from '@playwright/test'
import { logIn, openAs, openProfile } from '../support/admin.js'

test.describe('Back office session', () => {
  test('a wrong password shows the translated error and stays on the login page', async ({ page }) => {
    await page.goto('/admin/')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.getByLabel('E-mail').fill('seller@demo-retail.test')
    await page.getByLabel('Mot de passe').fill('Mauvais-mot-2')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Identifiants incorrects')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('a store seller logs in, sees the shortcuts of its role and logs out', async ({ page }) => {
    await logIn(page, 'seller@demo-retail.test')
    await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible()
    await expect(page.getByText('Paris Rivoli')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Nouveau rachat' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Rachats', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Réceptionner' })).toHaveCount(0)

    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/users')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('the language switch translates the back office', async ({ page }) => {
    await logIn(page, 'store.manager@demo-retail.test')
    await page.getByRole('button', { name: 'Langue' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Hello Julien' })).toBeVisible()
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitem', { name: 'Deutsch' }).click()
    await expect(page.getByRole('heading', { name: /Julien/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hello Julien' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Sprache' }).click()
    await page.getByRole('menuitem', { name: 'Français' }).click()
    await expect(page.getByRole('heading', { name: 'Bonjour Julien' })).toBeVisible()
  })

  test('an admin switches module: the permissions and shortcuts follow', async ({ page }) => {
    await logIn(page, 'admin@demo-retail.test')
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Réceptionner' })).toHaveCount(0)

    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Ateliers' }).click()
    await expect(page.getByRole('heading', { name: 'Réceptionner' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin\/?(home)?$/)

    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Enseigne' }).click()
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible()
  })
  test('a screen the role may not open shows nothing of itself before the access-denied page', async ({
    page,
  }) => {
    // Everything the page would show or ask for is recorded from the first instant: the screen's title
    // and headings as they appear, and the requests it sends.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { seenTexts: string[] }).seenTexts = seen
      new MutationObserver(() => {
        const main = document.querySelector('#main-content') ?? document.body
        seen.push(main.textContent ?? '', document.title)
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/^\/api\/(items-stock|users|products|categories)\b/.test(path)) asked.push(path)
    })
    const forbidden = [
      // The retailer's admin has no stock screen; the seller no users nor catalogue to edit.
      ['admin@demo-retail.test', '/admin/items-stock', /Articles? en stock/],
      ['seller@demo-retail.test', '/admin/users/create', /Créer|Utilisateur/],
      ['seller@demo-retail.test', '/admin/products/1', /Produit|Modifier/],
      // The menu's address of the categories, a page of its own beside the resource's.
      ['seller@demo-retail.test', '/admin/categories/list', /Catégorie|Identifiant/],
    ] as const
    for (const [email, path, pageText] of forbidden) {
      asked.length = 0
      await openAs(page, email, path)
      await expect(page.getByText('Accès refusé')).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/access-denied$/)
      const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts)
      expect(
        seen.filter((text) => pageText.test(text)),
        `${path} showed part of itself`
      ).toEqual([])
      expect(asked, `${path} asked the server for its data`).toEqual([])
      // No error dialog nor notification of a refused request over the message.
      await expect(page.getByText('Une erreur est survenue')).toHaveCount(0)
      await expect(page.getByText('Vous n’avez pas la permission')).toHaveCount(0)
    }
    await page.screenshot({ path: 'test-results/access-denied.png' })
  })
})
