import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PAGE_HEADING_ID } from '@/lib/route-focus'
import { isSafeHttpUrl } from '@/lib/url'
import type { ExternalWebsiteLink } from '@/types/api'
import { useHomeContent } from '../api/get-home'
import { HomeWidgets } from './home-widgets'
import { HowItWorks } from './how-it-works'
import { SearchForm } from '@/components/search-form'
import './home-page.css'

type HomePageProps = {
  name: string
  externalWebsiteLink: ExternalWebsiteLink | null
  categoryNavigationEnabled: boolean
  barcodeScanEnabled: boolean
}

/** The meta title and description the client wrote for its home page. */
function useHomeMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  useEffect(() => {
    if (!description) return
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    meta.content = description
  }, [description])
}

export default function HomePage({
  name,
  externalWebsiteLink,
  categoryNavigationEnabled,
  barcodeScanEnabled,
}: HomePageProps) {
  const { t, i18n } = useTranslation()
  const home = useHomeContent(i18n.language)
  useHomeMeta(home?.metaTitle ?? null, home?.metaDescription ?? null)
  const backLink = externalWebsiteLink && isSafeHttpUrl(externalWebsiteLink.url) ? externalWebsiteLink : null

  return (
    <>
      <section className="hero" aria-labelledby={PAGE_HEADING_ID}>
        <div className="container hero-inner">
          {backLink && (
            <p className="hero-back">
              <a href={backLink.url} className="hero-back-link">
                <span aria-hidden="true">←</span>{' '}
                {/* The client writes its link text in its own language (French); others read it translated. */}
                {i18n.language === 'fr'
                  ? backLink.text
                  : t('home.backTo', { site: new URL(backLink.url).host })}
              </a>
            </p>
          )}
          <PageHeading className="hero-title">{name}</PageHeading>
          <p className="hero-tagline">{t('home.tagline')}</p>
          <p className="hero-pitch">{t('home.pitch')}</p>
          <SearchForm className="hero-search" label={t('home.estimate')} scan={barcodeScanEnabled} />
          <p className="hero-links">
            {categoryNavigationEnabled && <Link to="/categories">{t('search.categories')}</Link>}
            <Link to="/stores">{t('stores.title')}</Link>
          </p>
        </div>
      </section>
      {/* The client's widgets come after the fixed sections: arriving later, they push nothing on screen. */}
      <HowItWorks />
      {home && <HomeWidgets widgets={home.widgets} scan={barcodeScanEnabled} />}
    </>
  )
}
