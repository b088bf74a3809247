/**
 * A customer-facing text written by a client in each of the product's languages.
 */
export const LANGUAGES = ['fr', 'en', 'nl', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export type LocalizedText = Partial<Record<Language, string>>

/** Lucid column options storing a LocalizedText as JSON text (works on SQLite and MySQL alike). */
export const localizedText = {
  prepare: (value: LocalizedText | null) => (value ? JSON.stringify(value) : null),
  consume: (value: unknown): LocalizedText | null =>
    typeof value === 'string' ? JSON.parse(value) : ((value as LocalizedText | null) ?? null),
}

/** The text in the wanted language, else French, else the first one written. */
export function pickLanguage(text: LocalizedText | null | undefined, language: string): string | null {
  if (!text) return null
  const wanted = text[language as Language] || text.fr || Object.values(text).find(Boolean)
  return wanted ?? null
}

/** A text as a form sends it (empty or null languages included): only the languages written, or null. */
export function writtenLanguages(
  text: Partial<Record<Language, string | null | undefined>> | null | undefined
): LocalizedText | null {
  if (!text) return null
  const written = Object.fromEntries(
    LANGUAGES.filter((language) => text[language]?.trim()).map((language) => [language, text[language]!])
  ) as LocalizedText
  return Object.keys(written).length ? written : null
}
