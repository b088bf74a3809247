import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { getStores, type Store } from '../api/search-products'
import '@/styles/tunnel.css'

/**
 * The stores as points on a plain drawing of their area (no map tiles, no third-party request): their
 * positions scaled into the frame, each labelled with its number in the list.
 */
function StoresMap({ stores }: { stores: Store[] }) {
  const { t } = useTranslation()
  const placed = stores.filter((store) => store.latitude !== null && store.longitude !== null)
  if (placed.length === 0) return null
  const lats = placed.map((store) => store.latitude!)
  const lons = placed.map((store) => store.longitude!)
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ]
  const width = 320
  const height = 240
  const pad = 24
  // Longitudes shrink with the latitude: scale them so distances keep their shape.
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180)
  const spanX = Math.max((maxLon - minLon) * squeeze, 0.01)
  const spanY = Math.max(maxLat - minLat, 0.01)
  const scale = Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY)
  const x = (lon: number) => pad + (lon - minLon) * squeeze * scale
  const y = (lat: number) => height - pad - (lat - minLat) * scale
  return (
    <figure className="stores-map">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('stores.mapLabel', { count: placed.length })}
      >
        <rect x="0" y="0" width={width} height={height} rx="8" className="stores-map-ground" />
        {placed.map((store) => (
          <g key={store.id} transform={`translate(${x(store.longitude!)} ${y(store.latitude!)})`}>
            <circle r="9" className="stores-map-point" />
            <text textAnchor="middle" dy="4" className="stores-map-number">
              {stores.indexOf(store) + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="muted">{t('stores.mapCaption')}</figcaption>
    </figure>
  )
}

/** `/stores`: where a product can be brought, with the map when the client enables it. */
export default function StoresPage({ showMap }: { showMap: boolean }) {
  const { t } = useTranslation()
  const [stores, setStores] = useState<Store[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    getStores().then(setStores, () => setFailed(true))
  }, [])
  return (
    <div className="container page tunnel">
      <PageHeading>{t('stores.title')}</PageHeading>
      {failed && (
        <p className="alert" role="alert">
          {t('search.failed')}
        </p>
      )}
      {!stores && !failed && <PageLoading inline />}
      {stores && showMap && <StoresMap stores={stores} />}
      {stores && (
        <ol className="cart-lines">
          {stores.map((store, index) => (
            <li key={store.id} className="cart-line">
              <div>
                <p className="cart-line-label">
                  {index + 1}. {store.name}
                </p>
                <p>
                  {store.street}
                  {store.streetComplement ? `, ${store.streetComplement}` : ''}
                  <br />
                  {store.zipCode} {store.city}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
