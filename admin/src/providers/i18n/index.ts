import { createInstance, type InitOptions } from 'i18next'
import englishMessages from 'ra-language-english'
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next'
import { de } from './de'
import { en } from './en'
import { fr } from './fr'
import { nl } from './nl'
import { raGerman } from './ra/de'
import { raFrench } from './ra/fr'
import { raDutch } from './ra/nl'
import { pageTitlesDe, pageTitlesEn, pageTitlesFr, pageTitlesNl, withPageTitles } from './pageTitles'

export const DEFAULT_LOCALE = 'fr'

/** Names are shown in their own language, so they are not translation keys. */
export const LOCALES = [
  { locale: 'fr', name: 'Français' },
  { locale: 'en', name: 'English' },
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'de', name: 'Deutsch' },
]

const translation = (ra: object, ours: object) => convertRaTranslationsToI18next({ ...ra, ...ours })

// One instance for the whole app, so that the HTTP client can read the current language.
const i18nextInstance = createInstance()

const options: InitOptions = {
  lng: DEFAULT_LOCALE,
  fallbackLng: 'en',
  supportedLngs: LOCALES.map(({ locale }) => locale),
  interpolation: { escapeValue: false },
  resources: {
    fr: { translation: translation(raFrench, withPageTitles(fr, pageTitlesFr)) },
    en: { translation: translation(englishMessages, withPageTitles(en, pageTitlesEn)) },
    nl: { translation: translation(raDutch, withPageTitles(nl, pageTitlesNl)) },
    de: { translation: translation(raGerman, withPageTitles(de, pageTitlesDe)) },
  },
}

i18nextInstance.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

/** Value of the Accept-Language header: the API answers its messages in that language. */
export function currentLocale(): string {
  return i18nextInstance.resolvedLanguage ?? i18nextInstance.language ?? DEFAULT_LOCALE
}

export const useI18nProvider = () =>
  useI18nextProvider({ i18nextInstance, options, availableLocales: LOCALES })
