import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'
import { text } from '#validators/rules'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const ofType = (type: string) => (value: unknown) => isObject(value) && value.type === type

/** An image answered by POST /api/settings/home/images (checked on save by the action). */
const imageUrl = () => vine.string().trim().maxLength(255)

/** A block shown only to visitors reading that language; without one, to every visitor. */
export const WIDGET_LANGUAGES = ['fr', 'en', 'nl', 'de'] as const
const language = () => vine.enum(WIDGET_LANGUAGES).nullable().optional()

const htmlWidget = vine.object({
  type: vine.literal('html'),
  language: language(),
  html: vine.string().minLength(BOUNDS.homeHtml.min).maxLength(BOUNDS.homeHtml.max),
})
const productsWidget = vine.object({
  type: vine.literal('products'),
  language: language(),
  title: vine.string().trim().maxLength(255).nullable().optional(),
  productIds: vine.array(vine.string().trim().uuid()).minLength(1).maxLength(24),
})
const searchWidget = vine.object({
  type: vine.literal('search'),
  language: language(),
  title: text(),
  image: imageUrl(),
})
const bannerWidget = vine.object({
  type: vine.literal('banner'),
  language: language(),
  title: text(BOUNDS.homeBannerTitle),
  image: imageUrl().nullable().optional(),
})

/**
 * Home page editor (part 2 §5 "Other"): meta title 2-255, meta description 2-500; widgets html (20 to
 * 200 000 characters, sanitised), featured products (UUIDs of existing products), search (title and
 * background image), banner (title 2-50, image of at most 250 kB).
 */
export const homePageValidator = vine.compile(
  vine.object({
    metaTitle: text(BOUNDS.homeMetaTitle),
    metaDescription: text(BOUNDS.homeMetaDescription),
    status: vine.enum(['draft', 'published'] as const),
    widgets: vine
      .array(
        vine
          .union([
            vine.union.if(ofType('html'), htmlWidget),
            vine.union.if(ofType('products'), productsWidget),
            vine.union.if(ofType('search'), searchWidget),
            vine.union.if(ofType('banner'), bannerWidget),
          ])
          .otherwise((_, field) => {
            field.report('Unknown widget type', 'widgetType', field)
          })
      )
      .maxLength(20),
  })
)
