import { BOUNDS } from '#domain/bounds'
import { guardedFetch, isAllowedHost, isOutboundRefusal } from '#services/outbound/guard'
import { isStoredProductImage, PRODUCT_IMAGE_FOLDER } from '#services/product_images'
import { sniffType, storePublicFile } from '#services/uploads'
import { LineRefused } from '#services/catalogue_imports/lines'

/** How long one image may take to answer and arrive. */
const FETCH_TIMEOUT_MS = 10_000

/** The body of an answer, refused past `max` bytes without reading further. */
async function bodyOf(response: Response, max: number, url: string) {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw new LineRefused('import_image_too_large', { url, max: Math.round(max / 1024) })
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The product image of an import line's `image` cell, as an uploaded one is kept (services/uploads.ts,
 * the products folder): the URL of an image already stored (an export's own cell) stays as it is; an https
 * address is fetched through the outbound guard (never a private address, no redirect followed), checked
 * by content (JPG or PNG) and size like an upload, then stored. Plain http is accepted only towards a host
 * OUTBOUND_ALLOWED_HOSTS names (an intranet server). A dry run checks the image and stores nothing.
 * Each failure refuses the line with its own reason.
 */
export async function importedImage(cell: string, dryRun: boolean): Promise<string> {
  if (await isStoredProductImage(cell)) return cell
  let url: URL
  try {
    url = new URL(cell)
  } catch {
    throw new LineRefused('import_image_address', { url: cell })
  }
  const plainAllowed = url.protocol === 'http:' && isAllowedHost(url.hostname)
  if (url.protocol !== 'https:' && !plainAllowed) throw new LineRefused('import_image_address', { url: cell })

  let response: Response
  try {
    response = await guardedFetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
  } catch (error) {
    if (isOutboundRefusal(error)) throw new LineRefused('import_image_refused', { url: cell })
    throw new LineRefused('import_image_unreachable', { url: cell })
  }
  const max = BOUNDS.imageBytes
  if (!response.ok) {
    await response.body?.cancel()
    throw new LineRefused('import_image_status', { url: cell, status: response.status })
  }
  if (Number(response.headers.get('content-length')) > max) {
    await response.body?.cancel()
    throw new LineRefused('import_image_too_large', { url: cell, max: Math.round(max / 1024) })
  }
  let bytes: Uint8Array
  try {
    bytes = await bodyOf(response, max, cell)
  } catch (error) {
    if (error instanceof LineRefused) throw error
    throw new LineRefused('import_image_unreachable', { url: cell })
  }
  const type = sniffType(bytes)
  if (type !== 'jpg' && type !== 'png') throw new LineRefused('import_image_not_image', { url: cell })
  return dryRun ? cell : storePublicFile(bytes, PRODUCT_IMAGE_FOLDER, type)
}
