import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { getStores, type Store } from '../api/search-products'
import '@/styles/tunnel.css'

/** OpenStreetMap at the store, opened by the visitor when online: nothing is fetched by this page. */
const mapLink = (store: Store) =>
  `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=17/${store.latitude}/${store.longitude}`

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
 * `/stores`: where a product can be brought, as a list grouped by city, each store with its address and,
 * when its position is known, a link to see it on a map. A drawn map without tiles showed an empty box
 * with overlapping points; map tiles need the network, so the list is what works everywhere.
 */
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
      {stores?.length === 0 && <p>{t('stores.none')}</p>}
      {stores &&
        byCity(stores).map(([city, inCity]) => (
          <section key={city} className="stores-city" aria-labelledby={`city-${city}`}>
            <h2 id={`city-${city}`} className="stores-city-title">
              {city}
            </h2>
            <ul className="cart-lines">
              {inCity.map((store) => (
                <li key={store.id} className="cart-line">
                  <div>
                    <p className="cart-line-label">{store.name}</p>
                    <p>
                      {store.street}
                      {store.streetComplement ? `, ${store.streetComplement}` : ''}
                      <br />
                      {store.zipCode} {store.city}
                    </p>
                    {showMap && store.latitude !== null && store.longitude !== null && (
                      <a href={mapLink(store)} target="_blank" rel="noopener noreferrer">
                        {t('stores.onMap', { store: store.name })}
                      </a>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}
