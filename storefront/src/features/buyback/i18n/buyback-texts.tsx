import { PageLoading } from '@/components/page-loading'
import { useEffect, useReducer, type ReactNode } from 'react'
import { addTranslations, useTranslation } from '@/lib/i18n'

/**
 * The tunnel's texts are a chunk of their own, added to the translations when a tunnel page first shows:
 * the home page's first load stays within the JS budget. Every language has the same keys as fr.json here.
 */
const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
  nl: () => import('./nl.json'),
  de: () => import('./de.json'),
}
const loaded = new Set<string>()

async function loadTexts(language: string) {
  const load = loaders[language] ?? loaders.fr!
  const { default: texts } = await load()
  addTranslations(language, texts)
  loaded.add(language)
}

/** Renders its children once the tunnel's texts are there in the visitor's language. */
export function BuybackTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language
  const [, loadedNow] = useReducer((count: number) => count + 1, 0)

  useEffect(() => {
    if (loaded.has(language)) return
    let current = true
    void loadTexts(language).then(() => current && loadedNow())
    return () => {
      current = false
    }
  }, [language])

  if (loaded.has(language)) return children
  return <PageLoading />
}
