import { expect, test, type APIRequestContext } from '@playwright/test'
import { logIn, openAs } from '../support/admin.js'
import { ace } from '../support/ace.js'
import { apiToken } from '../support/catalogue.js'

/**
 * A job that really fails: an e-mail about an item that does not exist, allowed one attempt. The product's
 * own worker takes it within seconds and fails it.
 */
function enqueueFailingJob(): number {
  const line = ace([
    'jobs:enqueue',
    'quarantine_mail',
    '--payload',
    '{"itemId":999999}',
    '--max-attempts',
    '1',
  ])
  return (JSON.parse(line) as { id: number }).id
}

/**
 * Waits, through the API, until the worker (it polls every two seconds) has failed the job: the list is
 * then refreshed once, instead of again and again until the row shows.
 */
async function awaitFailed(request: APIRequestContext, id: number) {
  const token = await apiToken(request, 'superadmin@reprise.test')
  await expect
    .poll(
      async () =>
        (
          await request.get(`/api/failed-jobs/${id}`, { headers: { Authorization: `Bearer ${token}` } })
        ).status(),
      { timeout: 45_000, intervals: [500, 1_000], message: `the worker fails the job ${id}` }
    )
    .toBe(200)
}

test.describe('Failed jobs', () => {
  test('the platform admin sees a failed job with its error, runs it again, then discards it', async ({
    page,
    request,
  }) => {
    const id = enqueueFailingJob()
    await openAs(page, 'superadmin@reprise.test', '/admin/failed-jobs')
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })
    await awaitFailed(request, id)
    await page.getByRole('button', { name: 'Actualiser' }).click()
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell', { name: 'E-mail de mise en quarantaine' })).toBeVisible()
    await expect(row.getByRole('cell', { name: '1 / 1' })).toBeVisible()
    await expect(row.getByText(/not found|E_ROW_NOT_FOUND/i)).toBeVisible()

    await row.getByRole('button', { name: 'Relancer' }).click()
    await expect(page.getByText('La tâche est remise dans la file.')).toBeVisible()
    // Run again, it fails again (the item still does not exist) and comes back to the list.
    await awaitFailed(request, id)
    await page.getByRole('button', { name: 'Actualiser' }).click()
    await expect(row).toBeVisible()

    await row.getByRole('button', { name: 'Abandonner' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(`Abandonner la tâche n° ${id} ?`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Abandonner' }).click()
    await expect(page.getByText('La tâche est abandonnée.')).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('a retailer admin has no failed-jobs entry and the screen refuses them', async ({ page }) => {
    await logIn(page, 'admin@demo-retail.test')
    await expect(page.getByRole('menuitem', { name: 'Tâches en échec' })).toHaveCount(0)
    await page.goto('/admin/failed-jobs')
    await expect(
      page.getByText("Vous n'avez pas les droits nécessaires pour accéder à cette page")
    ).toBeVisible()
  })
})
