import { addTranslations, hasTranslations, setLanguage } from '@/lib/i18n'
import fr from './fr.json'
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from './languages'

const STORAGE_KEY = 'reprise.language'

// French ships in the main bundle; the other languages are small chunks fetched when chosen, which keeps the
// first load within the JS budget. Every language has the same keys (typed from fr.json), so French is also
// the fallback for the storefront.
const loaders: Record<Exclude<Language, 'fr'>, () => Promise<{ default: typeof fr }>> = {
  en: () => import('./en.json'),
  nl: () => import('./nl.json'),
  de: () => import('./de.json'),
}

// The visitor's explicit choice wins; otherwise French, as the specification requires (no browser sniffing,
// so every visitor of a client site first sees the same language).
function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

function rememberLanguage(language: string) {
  document.documentElement.lang = language
  try {
    window.localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Private browsing may forbid storage: the choice then lasts for the visit only.
  }
}

async function loadLanguage(language: Language) {
  if (hasTranslations(language)) return
  const { default: resources } = await loaders[language as Exclude<Language, 'fr'>]()
  addTranslations(language, resources)
}

/** Switches the interface language, fetching its translations first (stays unchanged if that fails). */
export async function changeLanguage(language: Language) {
  await loadLanguage(language)
  setLanguage(language)
  rememberLanguage(language)
}

/** Resolves once the visitor's language is ready, so the first render is already in that language. */
export async function initI18n() {
  addTranslations(DEFAULT_LANGUAGE, fr)
  const language = readStoredLanguage()
  document.documentElement.lang = language
  await changeLanguage(language).catch(() => changeLanguage(DEFAULT_LANGUAGE))
}
