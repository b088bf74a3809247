import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, openAs } from '../support/admin.js'

const IMPORTED = 'import.e2e@demo-retail.test'

const csv = [
  'email;firstname;lastname;status;modules;force_sso;password',
  `${IMPORTED};Iris;Import;active;tim:store_seller:DR-PAR-001;non;Bienvenue-2026`,
  'sans-entite@demo-retail.test;Noé;Sans;active;tim:store_seller:INCONNU;non;Bienvenue-2026',
].join('\n')

test.describe('Back office users import', () => {
  test.afterEach(async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@demo-retail.test', password: DEMO_PASSWORD },
    })
    const headers = { Authorization: `Bearer ${(await login.json()).token}`, 'X-Module': 'tim' }
    const found = await request.get(`/api/users?email=${encodeURIComponent(IMPORTED)}`, { headers })
    for (const user of await found.json()) {
      await request.patch(`/api/users/${user.id}`, { headers, data: { status: 'inactive' } })
      await request.delete(`/api/users/${user.id}`, { headers })
    }
  })

  test('an admin imports a CSV in three steps and reads which line was refused and why', async ({ page }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/users')
    await page.getByRole('link', { name: 'Importer' }).click()
    await expect(page.getByText('Choisir le fichier')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled()

    await page.getByLabel('Fichier CSV des utilisateurs').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    })
    await expect(page.getByRole('alert')).toHaveText('Choisissez un fichier .csv.')

    await page.getByLabel('Fichier CSV des utilisateurs').setInputFiles({
      name: 'equipe.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await expect(page.getByTestId('chosen-file')).toHaveText('equipe.csv')
    await page.getByRole('button', { name: 'Importer', exact: true }).click()

    await expect(page.getByText('1 créé(s)')).toBeVisible()
    await expect(page.getByText('1 refusé(s)')).toBeVisible()
    const refused = page.getByRole('table', { name: 'Lignes refusées' })
    await expect(refused.getByRole('row')).toHaveCount(2)
    await expect(refused.getByRole('cell', { name: 'sans-entite@demo-retail.test' })).toBeVisible()
    await expect(refused.getByText("Aucune entité du compte n'a l'identifiant INCONNU.")).toBeVisible()

    await page.getByRole('link', { name: 'Retour aux utilisateurs' }).click()
    await page.getByRole('textbox', { name: 'Rechercher' }).fill('Iris')
    await expect(page.getByRole('cell', { name: IMPORTED })).toBeVisible()
  })
})
