import { useTranslation } from '@/lib/i18n'
import { Link } from 'react-router-dom'
import { formatMoney } from '@domain/money_format'
import { isSafeHttpUrl, slugify } from '@/lib/url'
import { SearchForm } from '@/components/search-form'
import type { FeaturedProduct, HomeWidget } from '../api/get-home'

const isSafeImage = (url: string | null): url is string =>
  !!url && (url.startsWith('/api/files/') || isSafeHttpUrl(url))

function Price({ cents }: { cents: number | null }) {
  const { t, i18n } = useTranslation()
  if (cents === null) return null
  return (
    <span className="featured-price">{t('home.upTo', { amount: formatMoney(cents, i18n.language) })}</span>
  )
}

function Products({ title, products }: { title: string | null; products: FeaturedProduct[] }) {
  const { t } = useTranslation()
  if (!products.length) return null
  return (
    <section className="container home-widget featured" aria-label={title ?? t('home.featured')}>
      <h2>{title ?? t('home.featured')}</h2>
      <ul className="featured-list">
        {products.map((product) => (
          <li key={product.id} className="featured-card">
            <Link className="featured-link" to={`/diag/${product.id}/${slugify(product.label)}`}>
              {isSafeImage(product.image) ? (
                <img src={product.image} alt="" loading="lazy" width={96} height={96} />
              ) : (
                <span className="featured-placeholder" aria-hidden="true" />
              )}
              <span className="featured-label">
                {product.brand && !product.label.startsWith(product.brand) && (
                  <span className="featured-brand">{product.brand} </span>
                )}
                {product.label}
              </span>
              <Price cents={product.bestPrice} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The blocks the client set in its home page editor, in its order. HTML comes sanitised by the server
 * (sanitize-html allow-list, applied on save and again on serving).
 */
export function HomeWidgets({ widgets, scan }: { widgets: HomeWidget[]; scan: boolean }) {
  return (
    <>
      {widgets.map((widget, index) => {
        switch (widget.type) {
          case 'banner':
            return (
              <section
                key={index}
                className="home-widget banner"
                style={isSafeImage(widget.image) ? { backgroundImage: `url("${widget.image}")` } : undefined}
              >
                <div className="container">
                  <h2 className="banner-title">{widget.title}</h2>
                </div>
              </section>
            )
          case 'search':
            return (
              <section
                key={index}
                className="home-widget search-widget"
                style={isSafeImage(widget.image) ? { backgroundImage: `url("${widget.image}")` } : undefined}
              >
                <div className="container search-inner">
                  <SearchForm label={widget.title} scan={scan} />
                </div>
              </section>
            )
          case 'products':
            return <Products key={index} title={widget.title} products={widget.products} />
          case 'html':
            return (
              <section
                key={index}
                className="container home-widget home-html"
                dangerouslySetInnerHTML={{ __html: widget.html }}
              />
            )
          default:
            return null
        }
      })}
    </>
  )
}
