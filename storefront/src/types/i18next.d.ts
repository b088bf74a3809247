import 'i18next'
import type fr from '@/app/i18n/fr.json'
import type frBuyback from '@/features/buyback/i18n/fr.json'

// Typed keys: a misspelt translation key fails the typecheck. The tunnel's texts load with its pages.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof fr & typeof frBuyback }
  }
}
