import { expect, test } from '@playwright/test'
import { screen } from '../support/screens.js'
import { TILE_PORT, startTileServer } from '../support/tiles.js'

test.describe('Storefront stores near a place', () => {
  test('near 69003, Lyon first and a map drawn from the local tiles beside the list', async ({ page }) => {
    const tiles = await startTileServer()
    try {
      await page.goto('/stores')
      await page.getByRole('textbox', { name: 'Code postal ou ville' }).fill('69003')
      await page.getByRole('button', { name: 'Chercher' }).click()
      const nearest = page.getByRole('region', { name: 'Les magasins les plus proches' })
      await expect(nearest.getByRole('listitem').first()).toContainText('Lyon Part-Dieu')
      await expect(nearest.getByRole('listitem').first()).toContainText(/à \d+(,\d)? km/)
      const map = page.getByRole('region', { name: 'Carte des magasins' })
      await expect(map).toBeVisible()
      await expect(map.getByText('© Tuiles de test')).toBeVisible()
      // The tiles come from the local server, one image per tile.
      await expect
        .poll(() => tiles.served.filter((path) => path.startsWith('/tiles/')).length)
        .toBeGreaterThan(0)
      await expect(
        map.locator(`img.leaflet-tile[src^="http://127.0.0.1:${TILE_PORT}/tiles/"]`).first()
      ).toBeVisible()
      await expect(map.locator('path.leaflet-interactive').first()).toBeVisible()
      await screen(page, 'stores-near-map-phone')
      await page.setViewportSize({ width: 1366, height: 768 })
      await expect(map).toBeVisible()
      await screen(page, 'stores-near-map-desktop', false)
    } finally {
      await tiles.close()
    }
  })

  test('when the tile server is down, the list of the nearest stores alone', async ({ page }) => {
    await page.goto('/stores')
    await page.getByRole('textbox', { name: 'Code postal ou ville' }).fill('69003')
    await page.getByRole('button', { name: 'Chercher' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'La carte n’est pas disponible pour le moment : voici la liste des magasins.'
    )
    await expect(page.getByRole('region', { name: 'Carte des magasins' })).toHaveCount(0)
    const nearest = page.getByRole('region', { name: 'Les magasins les plus proches' })
    await expect(nearest.getByRole('listitem').first()).toContainText('Lyon Part-Dieu')
    await screen(page, 'stores-near-no-tiles-phone')
  })

  test('a place the client does not know says so', async ({ page }) => {
    await page.goto('/stores')
    await page.getByRole('textbox', { name: 'Code postal ou ville' }).fill('Atlantide')
    await page.getByRole('button', { name: 'Chercher' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Nous ne trouvons pas ce lieu : saisissez un code postal, une ville ou autorisez votre position.'
    )
  })
})
