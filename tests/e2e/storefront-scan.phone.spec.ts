import bwipjs from 'bwip-js'
import { expect, test, type Page } from '@playwright/test'

/** A published product with an EAN, as the storefront's search gives it. */
async function productWithEan(page: Page) {
  const { token } = await (await page.request.post('/api/auth/anonymous')).json()
  const { items } = await (
    await page.request.get('/api/storefront/products?keyword=nintendo', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()
  return items.find((item: { eanCode: string | null }) => item.eanCode) as { label: string; eanCode: string }
}

/**
 * The phone's camera, replaced by a canvas filmed at 10 frames a second: it shows `image` (a barcode), or
 * the camera refuses with `refusal` (a DOMException name).
 */
async function fakeCamera(page: Page, camera: { image?: string; refusal?: string }) {
  await page.addInitScript(({ image, refusal }) => {
    const devices = navigator.mediaDevices
    devices.getUserMedia = async () => {
      if (refusal) throw new DOMException('refused', refusal)
      const picture = new Image()
      picture.src = image!
      await picture.decode()
      const canvas = document.createElement('canvas')
      canvas.width = 640
      canvas.height = 480
      const context = canvas.getContext('2d')!
      const draw = () => {
        context.fillStyle = '#ffffff'
        context.fillRect(0, 0, canvas.width, canvas.height)
        context.drawImage(picture, (canvas.width - picture.width) / 2, (canvas.height - picture.height) / 2)
      }
      draw()
      setInterval(draw, 100)
      return canvas.captureStream(10)
    }
  }, camera)
}

test.describe('Storefront camera barcode scan', () => {
  test('the camera reads the EAN of a product and the search finds it', async ({ page }) => {
    const product = await productWithEan(page)
    const png = await bwipjs.toBuffer({
      bcid: 'ean13',
      text: product.eanCode,
      scale: 3,
      height: 20,
      includetext: true,
    })
    await fakeCamera(page, { image: `data:image/png;base64,${png.toString('base64')}` })
    await page.goto('/')
    // The scan can succeed, and its dialog close, before an assertion would look: the page notes the title
    // of every dialog that opens (the site routes without reloading, so the note survives the search).
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { dialogsSeen: string[] }).dialogsSeen = [])
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]')
        const title = dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
        if (title?.textContent && !seen.includes(title.textContent)) seen.push(title.textContent)
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole('button', { name: 'Scanner un code-barres avec l’appareil photo' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${product.eanCode}$`))
    expect(await page.evaluate(() => (window as unknown as { dialogsSeen: string[] }).dialogsSeen)).toEqual([
      'Scanner le code-barres du produit',
    ])
    await expect(
      page.getByRole('heading', { level: 1, name: `Résultats pour « ${product.eanCode} »` })
    ).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(product.label) }).first()).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a refused camera is said in words, and the dialog closes', async ({ page }) => {
    await fakeCamera(page, { refusal: 'NotAllowedError' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Scanner un code-barres avec l’appareil photo' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Scanner le code-barres du produit' })
    await expect(dialog.getByRole('alert')).toContainText('L’accès à l’appareil photo a été refusé')
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect(dialog).toHaveCount(0)
  })
})
