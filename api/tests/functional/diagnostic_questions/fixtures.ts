import DiagnosticQuestion from '#models/diagnostic_question'
import { categoryNamed } from '../categories/fixtures.js'

export { adminToken, otherAdminToken, categoryNamed } from '../categories/fixtures.js'

const t = (fr: string, en?: string) => ({ fr, en: en ?? null, nl: null, de: null })

/** A valid body for POST /api/diagnostic-questions on `categoryId`. */
export function newQuestionBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    categoryId,
    title: t('La batterie tient-elle la charge ?', 'Does the battery hold its charge?'),
    howToTest: t('Chargez à 100 % puis laissez l’appareil en veille une heure.'),
    answers: [
      { name: t('Oui', 'Yes'), description: null, gradeCap: 'A', priceImpact: 0 },
      {
        name: t('Moins de 80 %', 'Under 80%'),
        description: t('Autonomie réduite'),
        gradeCap: 'C',
        priceImpact: -1500,
      },
    ],
    ...overrides,
  }
}

export async function questionsOf(identifier: string) {
  const category = await categoryNamed(identifier)
  const questions = await DiagnosticQuestion.query()
    .where('category_id', category.id)
    .orderBy('position')
    .preload('answers')
  return { category, questions }
}
