import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import { underInactiveCategories } from '#services/product_search/category_subtree'
import { indexRankedPage } from '#services/product_search/ranked_page'
import { loadLexicon, resolveTerms } from '#services/product_search/relevance'
import { searchTokens } from '#services/product_search/tokens'
import {
  demoAccountId,
  demoCategoryId,
  insertProducts,
  type GeneratedProduct,
} from '#tests/helpers/generated_catalogue'

/**
 * When one word of a keyword has more rows than the search counts, its page is read off that word's
 * best index rows (migration 0099) with every product of the other words, instead of scoring every match.
 * Over a generated catalogue where each key of the order decides somewhere (label hits, models of one or two
 * words, popularity ties, labels equal but for case, drafts, an inactive category, a prefix word), with the
 * bound lowered so that a few hundred products are "broad", every page must be the page of the search that
 * scores every match.
 */
const COUNTED = 40
const PER_PAGE = 7
const NO_BOUND = 1e9

function catalogue(inactiveCategoryId: number): GeneratedProduct[] {
  return Array.from({ length: 240 }, (_, i) => ({
    label: [
      `Zorbo ${i % 5}`,
      `zorbo ${i % 5}`,
      `Nimbus ${i % 6}`,
      i % 24 === 3 ? 'Zorbos Max' : `Nimbus Neo ${i % 4}`,
    ][i % 4],
    brand: i % 4 === 2 && i % 3 === 0 ? 'Zorbo' : null,
    modele:
      i % 6 === 0
        ? 'Zorbo'
        : i % 24 === 1
          ? 'Zorbo Kappa'
          : i % 32 === 2
            ? 'Kappa'
            : i % 24 === 5
              ? 'Zorbos'
              : null,
    popularity: i % 7 === 0 ? 3 : i % 3,
    status: i % 10 === 9 ? 'draft' : 'published',
    categoryId: i % 8 === 7 ? inactiveCategoryId : undefined,
  }))
}

/** Keywords typed whole, and one as the suggestions take it (the last word unfinished). */
const KEYWORDS: Array<[keyword: string, prefixLast: boolean]> = [
  ['zorbo', false],
  ['zorbo kappa', false],
  ['kappa zorbo 3', false],
  ['zorbo 2', false],
  ['zorbos', false],
  ['nimbus', false],
  ['zorbo nimbus', false],
  ['zorb', false],
  ['zorbo ka', true],
]

test.group('Products / search: the page of a broad keyword read off its best index rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every page equals the page of the search scoring every match', async ({ assert }) => {
    const accountId = await demoAccountId()
    // Another leaf category: none of the generated products' own category's ancestors.
    const inactive = await Category.query()
      .where('account_id', accountId)
      .whereNot('id', await demoCategoryId())
      .whereNotExists((children) =>
        children.from('categories as child').whereColumn('child.parent_id', 'categories.id')
      )
      .firstOrFail()
    await insertProducts(accountId, catalogue(inactive.id))
    await db.from('categories').where('id', inactive.id).update({ status: 'inactive' })
    const criteria = {
      accountId,
      status: 'published' as const,
      excludedCategories: await underInactiveCategories(accountId),
    }
    // The statements that ran, to know which way each search went.
    const statements: string[] = []
    const knex = db.connection().getWriteClient()
    const listen = (query: { sql: string }) => statements.push(query.sql)
    knex.on('query', listen)
    let readOffBestRows = 0
    try {
      for (const [keyword, prefixLast] of KEYWORDS) {
        const tokens = searchTokens(keyword)
        const lexicon = await loadLexicon(db.connection(), accountId, tokens, prefixLast)
        const terms = resolveTerms(tokens, lexicon, prefixLast)
        const everyMatch = await indexRankedPage(
          db.connection(),
          criteria,
          terms,
          { offset: 0, limit: PER_PAGE },
          NO_BOUND
        )
        assert.isAbove(everyMatch.total, 0, keyword)
        for (let offset = 0; offset <= everyMatch.total; offset += PER_PAGE) {
          const window = { offset, limit: PER_PAGE }
          statements.length = 0
          const bounded = await indexRankedPage(db.connection(), criteria, terms, window, COUNTED)
          if (statements.some((sql) => sql.includes('candidate_id'))) readOffBestRows++
          const scored = await indexRankedPage(db.connection(), criteria, terms, window, NO_BOUND)
          assert.deepEqual(
            bounded.rows.map((row) => row.label + ' ' + row.id),
            scored.rows.map((row) => row.label + ' ' + row.id),
            `${keyword}, from ${offset}`
          )
          // "More than COUNTED" when one word has more rows; otherwise the exact number.
          if (bounded.totalIsLowerBound) {
            assert.equal(bounded.total, COUNTED, keyword)
            assert.isAbove(everyMatch.total, COUNTED, keyword)
          } else {
            assert.equal(bounded.total, everyMatch.total, keyword)
          }
        }
      }
    } finally {
      knex.off('query', listen)
    }
    // The broad keywords went the short way (the others, two broad words or none, scored every match).
    assert.isAbove(readOffBestRows, 30)
  })
})
