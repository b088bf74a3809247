import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, logIn } from '../support/admin.js'

test.describe('Back office clients', () => {
  test.afterEach(async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'superadmin@reprise.test', password: DEMO_PASSWORD },
    })
    const headers = { Authorization: `Bearer ${(await login.json()).token}`, 'X-Module': 'root' }
    const found = await request.get('/api/clients?q=Enseigne%20Test%20E2E', { headers })
    for (const client of await found.json()) {
      const full = await (await request.get(`/api/clients/${client.id}`, { headers })).json()
      const inactive = await request.put(`/api/clients/${client.id}`, {
        headers,
        data: { ...full, status: 'inactive' },
      })
      expect(inactive.ok(), await inactive.text()).toBe(true)
      const deleted = await request.delete(`/api/clients/${client.id}`, { headers })
      expect(deleted.ok(), await deleted.text()).toBe(true)
    }
  })

  test('a super admin creates a client, edits its tabs and is told why an active client cannot be deleted', async ({
    page,
  }) => {
    await logIn(page, 'superadmin@reprise.test')
    await page.getByRole('menuitem', { name: 'Clients' }).click()
    await expect(page.getByRole('cell', { name: 'Demo Retail', exact: true })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Nouveau client' }).click()
    await page.getByRole('textbox', { name: 'Nom commercial' }).fill('Enseigne Test E2E')
    await page.getByRole('textbox', { name: 'SIRET' }).fill('123')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('14 chiffres')).toBeVisible()
    await page.getByRole('textbox', { name: 'SIRET' }).fill('12345678901234')
    await page.getByRole('checkbox', { name: 'Bon de cession personnalisé' }).check()
    await page.getByRole('button', { name: 'Enregistrer' }).click()

    await page.getByRole('tab', { name: 'Site en marque blanche' }).click()
    await page
      .getByRole('textbox', { name: 'Adresse du site en marque blanche' })
      .fill('reprise.demo-retail.test')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Cette adresse est déjà utilisée par un autre client.')).toBeVisible()
    await page
      .getByRole('textbox', { name: 'Adresse du site en marque blanche' })
      .fill('reprise.test-e2e.test')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Élément mis à jour')).toBeVisible()

    await page.getByRole('tab', { name: 'Suppression du compte' }).click()
    await page.getByRole('button', { name: 'Supprimer' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click()
    await expect(
      page.getByText("Seul un compte inactif peut être supprimé : désactivez-le d'abord.")
    ).toBeVisible()
  })
})
