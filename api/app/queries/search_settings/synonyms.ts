import db from '@adonisjs/lucid/services/db'

export interface SearchSynonym {
  term: string
  replacement: string
}

/** The account's synonyms, by term. */
export async function searchSynonymsOf(accountId: number): Promise<SearchSynonym[]> {
  return db
    .from('search_synonyms')
    .where('account_id', accountId)
    .orderBy('term')
    .select('term', 'replacement')
}
