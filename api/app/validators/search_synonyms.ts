import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { searchTokens } from '#services/product_search/tokens'

/** Synonyms an account may keep (the whole list is read on every search). */
export const MAX_SYNONYMS = 200

/** A term or replacement holds at least one word of letters or digits. */
const hasWordsRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !searchTokens(value).length) {
    field.report('The {{ field }} field must hold a word', 'searchWords', field)
  }
})

/** Two terms that read the same once case, accents and spacing are folded ("PS5", "ps 5") are one term. */
const distinctTermsRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!Array.isArray(value)) return
  const seen = new Set<string>()
  for (const synonym of value) {
    const key = searchTokens(synonym?.term).join(' ')
    if (seen.has(key)) {
      field.report('Each term may have one replacement only', 'searchSynonymDuplicate', field)
      return
    }
    seen.add(key)
  }
})

/** PUT /api/settings/search-synonyms: the account's whole list of synonyms. */
export const searchSynonymsValidator = vine.compile(
  vine.object({
    synonyms: vine
      .array(
        vine.object({
          term: vine.string().trim().minLength(1).maxLength(100).use(hasWordsRule()),
          replacement: vine.string().trim().minLength(1).maxLength(255).use(hasWordsRule()),
        })
      )
      .maxLength(MAX_SYNONYMS)
      .use(distinctTermsRule()),
  })
)
