export type Localized = Partial<Record<'fr' | 'en' | 'nl' | 'de', string | null>>
export const LANGUAGES = ['fr', 'en', 'nl', 'de'] as const
export const GRADE_CAPS = ['A', 'B', 'C', 'D', 'E', 'functional', 'refused'] as const

export interface Answer {
  id: number
  name: Localized
  description: Localized | null
  gradeCap: (typeof GRADE_CAPS)[number]
  priceImpact: number
}
export interface Question {
  id: number
  categoryId: number
  position: number
  title: Localized
  howToTest: Localized | null
  answers: Answer[]
}
export interface Preview {
  grade: string
  estimate: number
  impacts: number
  gradePrice: number | null
}

/** A text in the interface language, else French. */
export const inLanguage = (text: Localized | null | undefined, locale: string) =>
  (text?.[locale as keyof Localized] || text?.fr) ?? ''
