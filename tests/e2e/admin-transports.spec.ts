import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, openAs } from '../support/admin.js'
import { awaitDelivered } from '../support/transports.js'
import { screen } from '../support/screens.js'

const SUPER_ADMIN = 'superadmin@reprise.test'

/** The demo packages' transports, read through the API (never through the screen under test). */
async function demoPackageTransports(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: SUPER_ADMIN, password: DEMO_PASSWORD },
  })
  const { token } = await login.json()
  const response = await request.get('/api/transports', {
    params: { kind: 'store_to_workshop', _start: 0, _end: 100 },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as { id: number; uuid: string; package: { number: string } }[]
}

test.describe('Back office transports', () => {
  test('the platform admin follows the demo parcels until delivered and reads their events', async ({
    page,
    request,
  }) => {
    const transports = await demoPackageTransports(request)
    expect(transports.length).toBeGreaterThan(1)
    const [first] = transports

    await openAs(page, SUPER_ADMIN, '/admin/transports-list')
    const row = (uuid: string) =>
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: uuid, exact: true }) })
    for (const transport of transports) {
      await expect(row(transport.uuid).getByText(`Colis ${transport.package.number}`)).toBeVisible()
    }
    // Booked by the sandbox (no carrier configured): named and marked as a test, never the raw code.
    await expect(row(first.uuid)).toContainText('Transporteur bac à sable')
    await expect(row(first.uuid).getByText('Test', { exact: true })).toBeVisible()

    // The e2e server's sandbox carrier delivers a parcel at its first tracking run.
    await page.getByRole('button', { name: 'Actualiser le suivi' }).click()
    await expect(page.getByText('Le suivi est demandé')).toBeVisible()
    await awaitDelivered(
      request,
      transports.map((transport) => transport.package.number)
    )
    await page.reload()
    for (const transport of transports) {
      await expect(row(transport.uuid).getByText('Livré', { exact: true })).toBeVisible()
    }

    // Filtered by status: delivered holds them, lost holds none.
    const status = page.getByRole('combobox', { name: 'Dernier statut de livraison' })
    await status.click()
    await page.getByRole('option', { name: 'Perdu', exact: true }).click()
    await expect(row(first.uuid)).toHaveCount(0)
    await status.click()
    await page.getByRole('option', { name: 'Livré', exact: true }).click()
    await expect(row(first.uuid)).toBeVisible()
    await screen(page, 'transports-list')

    await row(first.uuid).getByRole('cell', { name: first.uuid, exact: true }).click()
    const panel = page.getByRole('region', { name: 'Suivi du transporteur' })
    await expect(panel.getByText(first.uuid)).toBeVisible()
    await expect(panel).toContainText('Transporteur bac à sable')
    const events = panel.getByRole('list', { name: 'Suivi du transporteur' }).getByRole('listitem')
    await expect(events).toHaveCount(6)
    await expect(events.first()).toContainText('Envoi enregistré')
    await expect(events.last()).toContainText('Livré')
    await screen(page, 'transports-panel')
  })

  test('the workshop manager and the retailer’s admin follow their own transports from the menu', async ({
    page,
  }) => {
    for (const email of ['wh.manager@demo-retail.test', 'admin@demo-retail.test']) {
      // The menu entry is what is tested: the session opens on the home page.
      await openAs(page, email, '/admin/')
      await page.getByRole('menuitem', { name: 'Transports' }).click()
      await expect(page).toHaveURL(/\/admin\/transports-list/)
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: /Colis / })
          .first()
      ).toBeVisible()
      await expect(page.getByText('Accès refusé')).toHaveCount(0)
      // Asking every carrier now is the platform's.
      await expect(page.getByRole('button', { name: 'Actualiser le suivi' })).toHaveCount(0)
      await screen(page, `transports-${email.split('@')[0]}`)
    }
  })
})
