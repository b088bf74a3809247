import vine, { SimpleErrorReporter } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import i18nManager from '@adonisjs/i18n/services/main'

export type Locale = 'fr' | 'en' | 'nl' | 'de'
export interface Reported {
  field: string
  rule: string
  message: string
}

/** Validates with the translated messages, reporting every error with its rule (the app reports one per field). */
export async function validate(schema: Record<string, SchemaTypes>, data: unknown, locale: Locale = 'fr') {
  const options = {
    messagesProvider: i18nManager.locale(locale).createMessagesProvider(),
    errorReporter: () => new SimpleErrorReporter(),
  }
  try {
    return { output: await vine.validate({ schema: vine.object(schema), data, ...options }), errors: [] }
  } catch (error) {
    if (!(error instanceof Error && 'messages' in error)) throw error
    return { output: undefined, errors: error.messages as Reported[] }
  }
}
