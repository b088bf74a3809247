import db from '@adonisjs/lucid/services/db'
import { sqlDateTime } from '#services/sql_time'
import { type SearchSynonym, searchSynonymsOf } from '#queries/search_settings/synonyms'

/**
 * Replaces the account's synonyms with `synonyms` in one transaction. Searches read them on every query,
 * so the change takes effect at once.
 */
export async function saveSearchSynonyms(accountId: number, synonyms: SearchSynonym[]) {
  const now = sqlDateTime()
  await db.transaction(async (trx) => {
    await trx.from('search_synonyms').where('account_id', accountId).delete()
    if (synonyms.length) {
      await trx
        .insertQuery()
        .table('search_synonyms')
        .multiInsert(
          synonyms.map(({ term, replacement }) => ({
            account_id: accountId,
            term,
            replacement,
            created_at: now,
            updated_at: now,
          }))
        )
    }
  })
  return searchSynonymsOf(accountId)
}
