import type { HttpContext } from '@adonisjs/core/http'
import { searchSynonymsValidator } from '#validators/search_synonyms'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { targetAccountId } from '#services/tenancy/target_account'
import { saveSearchSynonyms } from '#actions/search_settings/save_search_synonyms'
import { searchSynonymsOf } from '#queries/search_settings/synonyms'

/** The account's search synonyms (the caller's, or the client's a super admin names with `accountId`), `{ id, synonyms: [{ term, replacement }] }`. */
export default class SearchSynonymsController {
  async show(ctx: HttpContext) {
    return { id: 'search-synonyms', synonyms: await searchSynonymsOf(await targetAccountId(ctx)) }
  }

  async update(ctx: HttpContext) {
    const accountId = await targetAccountId(ctx)
    const { synonyms } = await ctx.request.validateUsing(searchSynonymsValidator, indexedFieldErrors())
    return { id: 'search-synonyms', synonyms: await saveSearchSynonyms(accountId, synonyms) }
  }
}
