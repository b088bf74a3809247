/**
 * Distances on the Earth for the nearest stores: the great-circle distance (haversine, mean radius), the
 * latitude and longitude box that holds every point within a radius (the index's prefilter), and a
 * "lat,lng" position as a visitor's browser gives it.
 */
const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180

export interface Position {
  latitude: number
  longitude: number
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The box around `center` that every point within `radiusKm` falls in (longitudes wide near the poles). */
export function boundingBox(center: Position, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_OF_LATITUDE
  const cos = Math.cos(radians(center.latitude))
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos)
  return {
    minLatitude: Math.max(-90, center.latitude - dLat),
    maxLatitude: Math.min(90, center.latitude + dLat),
    minLongitude: Math.max(-180, center.longitude - dLng),
    maxLongitude: Math.min(180, center.longitude + dLng),
  }
}

/** "45.76,4.85" (a comma or a space between): a position, or null when the text is not one. */
export function parsePosition(text: string): Position | null {
  const match = text.trim().match(/^(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)$/)
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

/** One decimal place below 10 km, whole kilometres beyond: what a visitor reads. */
export const roundedKm = (km: number) => (km < 10 ? Math.round(km * 10) / 10 : Math.round(km))
