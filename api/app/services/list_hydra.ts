import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { wantsJsonLd, type ListRequest } from '#services/list_dialect'

/**
 * A list's page answered as a Hydra collection (JSON-LD) when the request asks for
 * `Accept: application/ld+json`: `hydra:member` (each row with its `@id`), `hydra:totalItems` (absent on a
 * partial list) and `hydra:view` (first, previous, next, last pages). The list (services/list_query.ts)
 * notes its page; the rows, presented by the controller, are wrapped once the route has answered.
 */
export interface ListPage {
  request: ListRequest
  /** null: not counted (`partial=true`). */
  total: number | null
}

const pages = new WeakMap<HttpContext, ListPage>()

export function rememberListPage(ctx: HttpContext, page: ListPage) {
  if (wantsJsonLd(ctx.request.header('accept'))) pages.set(ctx, page)
}

const HYDRA = 'http://www.w3.org/ns/hydra/core#'

function pageLink(ctx: HttpContext, page: number) {
  const params = new URLSearchParams(ctx.request.parsedUrl.query ?? '')
  params.set('page', String(page))
  return `${ctx.request.url()}?${params.toString()}`
}

function view(ctx: HttpContext, { request, total }: ListPage, rows: number) {
  const self = ctx.request.url(true)
  if (request.whole) return { '@id': self, '@type': 'hydra:PartialCollectionView' }
  const last = total === null ? null : Math.max(1, Math.ceil(total / request.itemsPerPage))
  const hasNext = last === null ? rows >= request.itemsPerPage : request.page < last
  return {
    '@id': self,
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageLink(ctx, 1),
    ...(last !== null ? { 'hydra:last': pageLink(ctx, last) } : {}),
    ...(request.page > 1 ? { 'hydra:previous': pageLink(ctx, request.page - 1) } : {}),
    ...(hasNext ? { 'hydra:next': pageLink(ctx, request.page + 1) } : {}),
  }
}

export function hydraCollection(ctx: HttpContext, page: ListPage, rows: unknown[]) {
  const base = ctx.request.url()
  const member = rows.map((row) =>
    row && typeof row === 'object' && 'id' in row ? { '@id': `${base}/${String(row.id)}`, ...row } : row
  )
  return {
    '@context': { hydra: HYDRA },
    '@id': base,
    '@type': 'hydra:Collection',
    'hydra:member': member,
    ...(page.total !== null ? { 'hydra:totalItems': page.total } : {}),
    'hydra:view': view(ctx, page, rows.length),
  }
}

/**
 * Wraps the API's middleware so that a list answered to a request asking for JSON-LD leaves as a Hydra
 * collection; any other request goes through untouched.
 */
export function answeringJsonLdLists(middleware: (ctx: HttpContext, next: NextFn) => unknown) {
  return (ctx: HttpContext, next: NextFn) => {
    if (!wantsJsonLd(ctx.request.header('accept'))) return middleware(ctx, next)
    return middleware(ctx, async () => {
      await next()
      const page = pages.get(ctx)
      const body = ctx.response.getBody()
      if (!page || !Array.isArray(body) || ctx.response.getStatus() >= 300) return
      ctx.response.header('Content-Type', 'application/ld+json; charset=utf-8')
      ctx.response.send(hydraCollection(ctx, page, body))
    })
  }
}
