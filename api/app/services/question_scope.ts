import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Category from '#models/category'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** Diagnostic questions belong to categories: visible when their category is (tenancy.categories). */
export function visibleQuestions<Q extends ModelQueryBuilderContract<LucidModel, any>>(
  query: Q,
  actor: Actor
): Q {
  return query.whereIn(
    'diagnostic_questions.category_id',
    tenancy.categories(Category.query().select('categories.id'), actor)
  )
}
