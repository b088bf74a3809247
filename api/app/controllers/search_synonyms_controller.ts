import type { HttpContext } from '@adonisjs/core/http'
import { searchSynonymsValidator } from '#validators/search_synonyms'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { saveSearchSynonyms, searchSynonymsOf } from '#actions/search_settings/save_search_synonyms'

/** The account's search synonyms, `{ id, synonyms: [{ term, replacement }] }`. */
export default class SearchSynonymsController {
  async show({ actor }: HttpContext) {
    return { id: 'search-synonyms', synonyms: await searchSynonymsOf(actor.accountId) }
  }

  async update({ actor, request }: HttpContext) {
    const { synonyms } = await request.validateUsing(searchSynonymsValidator, indexedFieldErrors())
    return { id: 'search-synonyms', synonyms: await saveSearchSynonyms(actor.accountId, synonyms) }
  }
}
