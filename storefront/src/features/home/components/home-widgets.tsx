import { useTranslation } from 'react-i18next'
import { isSafeHttpUrl } from '@/lib/url'
import type { FeaturedProduct, HomeWidget } from '../api/get-home'

const isSafeImage = (url: string | null): url is string =>
  !!url && (url.startsWith('/api/files/') || isSafeHttpUrl(url))

function Price({ cents }: { cents: number | null }) {
  const { t, i18n } = useTranslation()
  if (cents === null) return null
  const amount = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(
    cents / 100
  )
  return <p className="featured-price">{t('home.upTo', { amount })}</p>
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
            {isSafeImage(product.image) ? (
              <img src={product.image} alt="" loading="lazy" width={96} height={96} />
            ) : (
              <span className="featured-placeholder" aria-hidden="true" />
            )}
            <p className="featured-label">
              {product.brand && !product.label.startsWith(product.brand) && (
                <span className="featured-brand">{product.brand} </span>
              )}
              {product.label}
            </p>
            <Price cents={product.bestPrice} />
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
export function HomeWidgets({ widgets }: { widgets: HomeWidget[] }) {
  const { t } = useTranslation()
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
                  <h2>{widget.title}</h2>
                  {/* The estimate tunnel is not open yet: the field says so instead of leading nowhere. */}
                  <input
                    type="search"
                    className="search-field"
                    placeholder={t('home.searchPlaceholder')}
                    aria-label={widget.title}
                    aria-describedby={`search-soon-${index}`}
                    disabled
                  />
                  <p id={`search-soon-${index}`} className="hero-soon">
                    {t('home.soon')}
                  </p>
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
