import type HomeConfig from '#models/home_config'
import type { HomeWidget } from '#models/home_config'
import { sanitizeWidgetHtml } from '#services/html_sanitizer'
import type { FeaturedProduct } from '#queries/home_page/featured_products'

/** The home page as the back office edits it; a draft with no widget before its first save. */
export function presentHome(home: HomeConfig | null) {
  return {
    id: 'home',
    metaTitle: home?.metaTitle ?? '',
    metaDescription: home?.metaDescription ?? '',
    status: home?.status ?? 'draft',
    widgets: home?.widgets ?? [],
    updatedAt: home?.updatedAt?.toISO() ?? null,
    version: home?.version ?? null,
  }
}

/**
 * A block written for one language is shown in that language only: no French block on the en page.
 */
export const widgetsShownIn = (home: HomeConfig, language: string) =>
  home.widgets.filter((widget) => !widget.language || widget.language === language)

/** The storefront's home: its HTML sanitised again, each products block with its featured products. */
export function presentStorefrontHome(
  home: HomeConfig,
  widgets: HomeWidget[],
  featured: (FeaturedProduct[] | null)[]
) {
  return {
    metaTitle: home.metaTitle,
    metaDescription: home.metaDescription,
    widgets: widgets.map(({ language: _language, ...widget }, index) => {
      if (widget.type === 'html') return { type: 'html', html: sanitizeWidgetHtml(widget.html) }
      if (widget.type === 'products') {
        return { type: 'products', title: widget.title ?? null, products: featured[index] ?? [] }
      }
      return widget
    }),
  }
}

/** The storefront's home while none is published. */
export const noHome = () => ({ metaTitle: null, metaDescription: null, widgets: [] })
