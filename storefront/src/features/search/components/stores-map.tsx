import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useTranslation } from '@/lib/i18n'
import type { Store } from '../api/search-products'

type Tiles = { url: string; attribution: string }

/**
 * The stores drawn on a Leaflet map (bundled, loaded only with this component) over the tiles of the
 * client's setting, their attribution shown. Circle markers need no image. A tile that fails before any
 * loads tells the page, which then keeps the list alone.
 */
export default function StoresMap({
  stores,
  tiles,
  onFail,
}: {
  stores: Store[]
  tiles: Tiles
  onFail: () => void
}) {
  const { t } = useTranslation()
  const element = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!element.current) return
    const placed = stores.filter((store) => store.latitude !== null && store.longitude !== null)
    const map = L.map(element.current, { scrollWheelZoom: false })
    let loaded = false
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 })
      .on('tileload', () => {
        loaded = true
      })
      .on('tileerror', () => {
        if (!loaded) onFail()
      })
      .addTo(map)
    const markers = placed.map((store) =>
      L.circleMarker([store.latitude!, store.longitude!], {
        radius: 8,
        color: 'var(--color-primary, #1d4ed8)',
        weight: 2,
        fillOpacity: 0.7,
      })
        .bindTooltip(store.name)
        .addTo(map)
    )
    if (markers.length) map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24], maxZoom: 13 })
    else map.setView([46.6, 2.4], 5)
    return () => {
      map.remove()
    }
  }, [stores, tiles, onFail])
  return <div ref={element} className="stores-map" role="region" aria-label={t('stores.map')} />
}
