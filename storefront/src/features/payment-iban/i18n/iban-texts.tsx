import { createTextsGate } from '@/lib/feature-texts'

/** The IBAN page's texts, loaded with it; every language has the same keys as fr.json here. */
export const IbanTexts = createTextsGate({
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
  nl: () => import('./nl.json'),
  de: () => import('./de.json'),
})
