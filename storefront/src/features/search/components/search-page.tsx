import { startTransition, useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useSearchParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { formatMoney, formatNumber } from '@domain/money_format'
import { slugify } from '@/lib/url'
import { searchProducts, type PublicProduct, type SearchCriteria } from '../api/search-products'
import { SearchForm } from '@/components/search-form'
import '@/styles/tunnel.css'

type SearchPageProps = { supportEmail: string | null; barcodeScanEnabled: boolean }

/** `/search?q=`: the published products matching a keyword, model or EAN, each leading to its diagnosis. */
export default function SearchPage({ supportEmail, barcodeScanEnabled }: SearchPageProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const keyword = params.get('q')?.trim() ?? ''
  return (
    <div className="container page tunnel">
      <PageHeading>{keyword ? t('search.resultsFor', { keyword }) : t('search.title')}</PageHeading>
      <SearchForm key={keyword} initial={keyword} scan={barcodeScanEnabled} />
      {keyword && <SearchResults key={keyword} criteria={{ keyword }} supportEmail={supportEmail} />}
    </div>
  )
}

/** The results of one search; a new search mounts a new list. */
export function SearchResults({
  criteria,
  supportEmail,
}: {
  criteria: SearchCriteria
  supportEmail: string | null
}) {
  const keyword = 'keyword' in criteria ? criteria.keyword : ''
  const { t, i18n } = useTranslation()
  const [items, setItems] = useState<PublicProduct[]>([])
  // The pages stop at `total`: with more matches than the API counts, at the last page it counted.
  const [total, setTotal] = useState({ count: 0, isLowerBound: false })
  const [didYouMean, setDidYouMean] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading')

  useEffect(() => {
    const controller = new AbortController()
    searchProducts(criteria, 1, controller.signal).then(
      // Forty cards at once: as a transition, React renders them in slices of a few milliseconds and the
      // phone stays responsive (the rendering had been the search page's longest task).
      (result) =>
        startTransition(() => {
          setItems(result.items)
          setTotal({ count: result.total, isLowerBound: result.totalIsLowerBound })
          setDidYouMean(result.didYouMean ?? null)
          setState('done')
        }),
      () => !controller.signal.aborted && setState('failed')
    )
    return () => controller.abort()
    // The parent mounts a new list for new criteria (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const more = async () => {
    setState('loading')
    try {
      const result = await searchProducts(criteria, page + 1)
      setItems((shown) => [...shown, ...result.items])
      setPage(page + 1)
      setState('done')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <div aria-live="polite">
        {state === 'done' && (
          <p className="muted">
            {t(total.isLowerBound ? 'search.moreThan' : 'search.count', {
              count: total.count,
              number: formatNumber(total.count, i18n.language),
            })}
          </p>
        )}
        {state === 'failed' && (
          <p role="alert" className="alert">
            {t('search.failed')}
          </p>
        )}
      </div>
      {state === 'done' && items.length === 0 && (
        <div className="empty-result">
          <p>{t('search.none')}</p>
          {didYouMean && <DidYouMean suggestion={didYouMean} />}
          {supportEmail && (
            <p>
              {t('search.writeUs')}{' '}
              <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(keyword)}`}>{supportEmail}</a>
            </p>
          )}
        </div>
      )}
      <ul className="result-list">
        {items.map((product) => (
          <li key={product.id}>
            <Link className="result-card" to={`/diag/${product.id}/${slugify(product.label)}`}>
              {product.image ? (
                <img src={product.image} alt="" width={64} height={64} loading="lazy" />
              ) : (
                <span className="result-placeholder" aria-hidden="true" />
              )}
              <span className="result-text">
                <span className="result-label">{product.label}</span>
                {product.category && <span className="muted">{product.category.label}</span>}
              </span>
              {product.maxBuybackPrice !== null && (
                <span className="result-price">
                  {t('home.upTo', { amount: formatMoney(product.maxBuybackPrice, i18n.language) })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {state === 'loading' && <PageLoading inline />}
      {state === 'done' && items.length < total.count && (
        <button type="button" className="button button-neutral" onClick={() => void more()}>
          {t('search.more')}
        </button>
      )}
    </>
  )
}

// Splits the translated sentence around the suggestion, which becomes a link in any word order.
const SUGGESTION_MARK = '\u0000'

/** "Did you mean <link>iphone</link>?": the link runs the search of the close catalogue word. */
function DidYouMean({ suggestion }: { suggestion: string }) {
  const { t } = useTranslation()
  const [before, after] = t('search.didYouMean', { suggestion: SUGGESTION_MARK }).split(SUGGESTION_MARK)
  return (
    <p>
      {before}
      <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
      {after}
    </p>
  )
}
