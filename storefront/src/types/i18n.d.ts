import type fr from '@/app/i18n/fr.json'
import type frBuyback from '@/features/buyback/i18n/fr.json'
import type frIban from '@/features/payment-iban/i18n/fr.json'

// Typed keys: a misspelt translation key fails the typecheck. The tunnel's texts load with its pages.
declare module '@/lib/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Resources extends Merged {}
}

type Merged = typeof fr & typeof frBuyback & typeof frIban
