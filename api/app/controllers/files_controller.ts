import { extname } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { PHOTO_FOLDER } from '#services/verification/photos'

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
}

export default class FilesController {
  /** Serves a stored upload: known types only, never sniffed by the browser, inline or as attachment. */
  async show({ params, response }: HttpContext) {
    const key = (params['*'] as string[]).join('/')
    const type = CONTENT_TYPES[extname(key).toLowerCase()]
    // Evidence photos of items are served only through their item's scoped route.
    if (!type || key.includes('..') || key.startsWith(`${PHOTO_FOLDER}/`)) return response.notFound()
    const disk = drive.use()
    if (!(await disk.exists(key))) return response.notFound()
    const inline = type.startsWith('image/') || type === 'application/pdf'
    response.header('Content-Type', type)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header(
      'Content-Disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').pop()}"`
    )
    response.header('Cache-Control', 'public, max-age=86400')
    return response.stream(await disk.getStream(key))
  }
}
