import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { ApiError } from '@/lib/api-client'
import { formatNumber } from '@domain/money_format'
import { getStores, type Store } from '../api/search-products'
import '@/styles/tunnel.css'

// Leaflet and its styles come with the map only: the stores page without a map, and every other page, never load them.
const StoresMap = lazy(() => import('./stores-map'))

/** The stores by city, the cities in alphabetical order. */
function byCity(stores: Store[]) {
  const cities = new Map<string, Store[]>()
  for (const store of stores) {
    const city = store.city ?? ''
    cities.set(city, [...(cities.get(city) ?? []), store])
  }
  return [...cities.entries()].sort(([one], [other]) => one.localeCompare(other))
}

/**
 * `/stores`: where a product can be brought. The visitor gives a postcode or a city, or the browser's
 * position, and reads the nearest stores first with their distance; before that, the list by city. With
 * the client's drop-off map on, the stores are drawn on a map beside the list; when its tiles fail, the
 * list stays alone.
 */
export default function StoresPage({ tiles }: { tiles: { url: string; attribution: string } | null }) {
  const { t, i18n } = useTranslation()
  const [stores, setStores] = useState<Store[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [place, setPlace] = useState('')
  const [near, setNear] = useState<string | null>(null)
  const [mapFailed, setMapFailed] = useState(false)
  const onMapFail = useCallback(() => setMapFailed(true), [])

  useEffect(() => {
    getStores(near ?? undefined).then(setStores, (error: unknown) =>
      setProblem(error instanceof ApiError ? error.message : t('search.failed'))
    )
  }, [near, t])

  const search = (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    if (place.trim()) setNear(place.trim())
  }
  const locate = () => {
    setProblem(null)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setNear(`${coords.latitude.toFixed(5)},${coords.longitude.toFixed(5)}`),
      () => setProblem(t('stores.positionRefused'))
    )
  }
  const km = (value: number) => formatNumber(value, i18n.language)
  const address = (store: Store) => (
    <li key={store.id} className="cart-line">
      <div>
        <p className="cart-line-label">{store.name}</p>
        <p>
          {store.street}
          {store.streetComplement ? `, ${store.streetComplement}` : ''}
          <br />
          {store.zipCode} {store.city}
        </p>
        {store.distanceKm !== undefined && (
          <p className="muted">{t('stores.distance', { km: km(store.distanceKm) })}</p>
        )}
      </div>
    </li>
  )
  const showMap = Boolean(tiles && stores?.length && !mapFailed)

  return (
    <div className="container page tunnel">
      <PageHeading>{t('stores.title')}</PageHeading>
      <form className="stores-search" onSubmit={search} role="search">
        <label htmlFor="stores-near" className="field-label">
          {t('stores.near')}
        </label>
        <div className="stores-search-row">
          <input
            id="stores-near"
            className="field"
            value={place}
            autoComplete="postal-code"
            onChange={(event) => setPlace(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            {t('stores.search')}
          </button>
        </div>
        {'geolocation' in navigator && (
          <button type="button" className="button button-neutral" onClick={locate}>
            {t('stores.myPosition')}
          </button>
        )}
      </form>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {tiles && mapFailed && (
        <p className="notice" role="status">
          {t('stores.mapUnavailable')}
        </p>
      )}
      {!stores && !problem && <PageLoading inline />}
      {stores?.length === 0 && <p>{t('stores.none')}</p>}
      {stores && stores.length > 0 && (
        <div className={showMap ? 'stores-layout stores-layout-map' : 'stores-layout'}>
          {showMap && tiles && (
            <Suspense fallback={<PageLoading inline />}>
              <StoresMap stores={stores} tiles={tiles} onFail={onMapFail} />
            </Suspense>
          )}
          <div className="stores-list">
            {near ? (
              <section aria-labelledby="stores-nearest">
                <h2 id="stores-nearest" className="stores-city-title">
                  {t('stores.nearest')}
                </h2>
                <ol className="cart-lines">{stores.map(address)}</ol>
              </section>
            ) : (
              byCity(stores).map(([city, inCity]) => (
                <section key={city} className="stores-city" aria-labelledby={`city-${city}`}>
                  <h2 id={`city-${city}`} className="stores-city-title">
                    {city}
                  </h2>
                  <ul className="cart-lines">{inCity.map(address)}</ul>
                </section>
              ))
            )}
          </div>
        </div>
      )}
    </div>
  )
}
