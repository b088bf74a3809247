import { existsSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Serves the built back office under /admin and the built storefront under /, each with a fallback to its
 * index.html for client-side routes. Everything under /api goes on to the router.
 */
const APPS = [
  { prefix: '/admin', root: app.makePath('../admin/dist') },
  { prefix: '', root: app.makePath('../storefront/dist') },
]

function fileIn(root: string, relative: string) {
  const file = normalize(join(root, relative))
  if (!file.startsWith(root + sep)) return null
  return existsSync(file) && statSync(file).isFile() ? file : null
}

export default class SpaFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    const method = ctx.request.method()
    if (url === '/api' || url.startsWith('/api/') || (method !== 'GET' && method !== 'HEAD')) return next()

    const target = APPS.find((one) => url === one.prefix || url.startsWith(`${one.prefix}/`))!
    const relative = decodeURIComponent(url.slice(target.prefix.length)) || '/'
    const file = fileIn(target.root, relative)

    ctx.response.header('X-Content-Type-Options', 'nosniff')
    if (file) {
      const immutable = relative.startsWith('/assets/')
      ctx.response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      return ctx.response.download(file, true)
    }
    if (extname(relative)) return next()

    const index = fileIn(target.root, 'index.html')
    if (!index) return next()
    ctx.response.header('Cache-Control', 'no-cache')
    return ctx.response.download(index, true)
  }
}
