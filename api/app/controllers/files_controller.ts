import type { HttpContext } from '@adonisjs/core/http'
import { publicFileKey, sendFile, signedFile, storedFile } from '#services/stored_files'

export default class FilesController {
  /**
   * `GET /api/files/*`: a public asset (white-label, catalogue and home-page images, legal documents), from
   * its own folder only; any other stored file answers 404 here (DESIGN.md §7).
   */
  async show({ params, response }: HttpContext) {
    const key = publicFileKey(params['*'] as string[])
    if (!key) return response.notFound()
    const { body, contentType } = await storedFile(key)
    const inline = contentType.startsWith('image/') || contentType === 'application/pdf'
    const fileName = key.split('/').pop()!
    return sendFile(response, { body, contentType, fileName, inline, cache: 'public' })
  }

  /** `GET /api/signed-files/:token`: the private file a record's route signed a link to, while it is valid. */
  async signed({ params, response }: HttpContext) {
    return sendFile(response, await signedFile(String(params.token)))
  }
}
