import type { HttpContext } from '@adonisjs/core/http'
import { openApiDocument } from '#services/openapi'
import { DOCS_POLICY, openApiPage } from '#services/openapi_page'

/** The API's OpenAPI description (services/openapi.ts) and its readable page. */
export default class ApiDescriptionController {
  async document({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return response.json(await openApiDocument())
  }

  async page({ response }: HttpContext) {
    const html = openApiPage(await openApiDocument())
    response.header('Content-Security-Policy', DOCS_POLICY)
    response.header('Content-Type', 'text/html; charset=utf-8')
    return response.send(html)
  }
}
