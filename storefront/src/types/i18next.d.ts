import 'i18next'
import type fr from '@/app/i18n/fr.json'

// Typed keys: a misspelt translation key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof fr }
  }
}
