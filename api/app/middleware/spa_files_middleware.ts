import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { apiPath } from '#config/settings'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Serves the built back office under /admin and the built storefront under /, each with a fallback to its
 * index.html for client-side routes. Everything under /api, and /metrics, goes on to the router. A file the build
 * compressed (tools/vite-precompress.mjs) is sent as Brotli or gzip when the browser accepts it.
 */
const APPS = [
  { prefix: '/admin', root: apiPath('../admin/dist') },
  { prefix: '', root: apiPath('../storefront/dist') },
]

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** What the builds put beside index.html: asked for and missing, it is not found, not a page. */
export const ASSET =
  /\.(?:m?js|css|map|json|html?|txt|xml|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|pdf|br|gz)$/i

function fileIn(root: string, relative: string) {
  const file = normalize(join(root, relative))
  if (!file.startsWith(root + sep)) return null
  return existsSync(file) && statSync(file).isFile() ? file : null
}

/** Sends the file, or its compressed copy in an encoding the browser accepts. */
function send(ctx: HttpContext, file: string, cacheControl: string) {
  ctx.response.header('Cache-Control', cacheControl)
  ctx.response.header('Vary', 'Accept-Encoding')
  const accepted = ctx.request.header('accept-encoding') ?? ''
  const encoding = ENCODINGS.find((one) => accepted.includes(one.name) && existsSync(`${file}${one.suffix}`))
  if (!encoding) return ctx.response.download(file, true)
  const compressed = `${file}${encoding.suffix}`
  const stats = statSync(compressed)
  ctx.response.type(extname(file))
  ctx.response.header('Content-Encoding', encoding.name)
  ctx.response.header('Content-Length', stats.size)
  ctx.response.header('Last-Modified', stats.mtime.toUTCString())
  if (ctx.request.method() === 'HEAD') return ctx.response.status(200).send('')
  return ctx.response.stream(createReadStream(compressed))
}

export default class SpaFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    const method = ctx.request.method()
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url === '/metrics' ||
      (method !== 'GET' && method !== 'HEAD')
    ) {
      return next()
    }

    const target = APPS.find((one) => url === one.prefix || url.startsWith(`${one.prefix}/`))!
    const relative = decodeURIComponent(url.slice(target.prefix.length)) || '/'
    const file = fileIn(target.root, relative)

    if (file) {
      const immutable = relative.startsWith('/assets/')
      return send(ctx, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    // A missing asset is a 404; a client-side route whose last segment holds a dot (a signed link's token)
    // is not an asset.
    if (ASSET.test(relative)) return next()

    const index = fileIn(target.root, 'index.html')
    if (!index) return next()
    return send(ctx, index, 'no-cache')
  }
}
