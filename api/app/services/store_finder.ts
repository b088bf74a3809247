import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import { boundingBox, distanceKm, parsePosition, roundedKm, type Position } from '#domain/geo'

/** How many stores a search near a place answers, and the radii it tries, nearest first. */
export const NEAREST_STORES = 10
const RADII_KM = [10, 40, 160, 640, 2560]

const positioned = (row: { latitude: unknown; longitude: unknown }) =>
  row.latitude !== null && row.longitude !== null

/**
 * Where a visitor's text is, with no geocoding service to ask (the product runs offline): a "lat,lng"
 * position as it is; a postcode or a city, the middle of the account's own entities that carry it (stores,
 * workshops, units with a position); a postcode nothing carries, the middle of its department's (its first
 * two digits). Null when the account knows no such place.
 */
export async function placeOf(accountId: number, text: string): Promise<Position | null> {
  const position = parsePosition(text)
  if (position) return position
  const entities = () =>
    db
      .from('organizations')
      .where('account_id', accountId)
      .whereNotNull('latitude')
      .whereNotNull('longitude')
      .select('latitude', 'longitude')
  const postcode = text.replace(/\s+/g, '')
  const rows = /^\d{4,5}$/.test(postcode)
    ? await entities()
        .where('zip_code', postcode)
        .then(async (found) =>
          found.length ? found : entities().where('zip_code', 'like', `${postcode.slice(0, 2)}%`)
        )
    : await entities().whereRaw('LOWER(city) = ?', [text.trim().toLowerCase()])
  const known = rows.filter(positioned)
  if (known.length === 0) return null
  return {
    latitude: known.reduce((sum, row) => sum + Number(row.latitude), 0) / known.length,
    longitude: known.reduce((sum, row) => sum + Number(row.longitude), 0) / known.length,
  }
}

/**
 * The account's active stores nearest to `near`, nearest first, with their distance: the stores inside a
 * box around the place (the index on the account, the type and the position reads only those), the box
 * widened until it holds enough, then sorted by the real distance.
 */
export async function nearestStores(accountId: number, near: string) {
  const center = await placeOf(accountId, near)
  if (!center) throw new BusinessError('place_not_found', 422)
  let rows: Record<string, any>[] = []
  for (const radius of RADII_KM) {
    const box = boundingBox(center, radius)
    rows = await db
      .from('organizations')
      .where({ account_id: accountId, type: 'store', status: 'active' })
      .whereBetween('latitude', [box.minLatitude, box.maxLatitude])
      .whereBetween('longitude', [box.minLongitude, box.maxLongitude])
      .select('id', 'common_name', 'street', 'street_complement', 'zip_code', 'city', 'country')
      .select('latitude', 'longitude')
    // Enough inside the circle itself: a store in a corner of the box may be farther than one outside it.
    const within = rows.filter((row) => distanceKm(center, position(row)) <= radius)
    if (within.length >= NEAREST_STORES) break
  }
  return rows
    .map((row) => ({ row, km: distanceKm(center, position(row)) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, NEAREST_STORES)
    .map(({ row, km }) => ({ ...publicStore(row), distanceKm: roundedKm(km) }))
}

const position = (row: Record<string, any>): Position => ({
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
})

/** A store as the storefront shows it. */
export function publicStore(row: Record<string, any>) {
  return {
    id: Number(row.id),
    name: row.common_name,
    street: row.street,
    streetComplement: row.street_complement,
    zipCode: row.zip_code,
    city: row.city,
    country: row.country,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  }
}
