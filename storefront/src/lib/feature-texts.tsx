import { useEffect, useReducer, type ReactNode } from 'react'
import { PageLoading } from '@/components/page-loading'
import { addTranslations, useTranslation } from './i18n'

type TextsLoader = () => Promise<{ default: object }>

/**
 * A feature's texts as a chunk of their own, added to the translations when one of its pages first shows:
 * the shell's first load stays within the JS budget. The gate renders its children once the texts are
 * there in the visitor's language (French when the language has none).
 */
export function createTextsGate(loaders: Record<string, TextsLoader>) {
  const loaded = new Set<string>()
  const load = async (language: string) => {
    const { default: texts } = await (loaders[language] ?? loaders.fr!)()
    addTranslations(language, texts)
    loaded.add(language)
  }

  return function TextsGate({ children }: { children: ReactNode }) {
    const { i18n } = useTranslation()
    const language = i18n.language
    const [, loadedNow] = useReducer((count: number) => count + 1, 0)
    useEffect(() => {
      if (loaded.has(language)) return
      let current = true
      void load(language).then(() => current && loadedNow())
      return () => {
        current = false
      }
    }, [language])
    return loaded.has(language) ? children : <PageLoading />
  }
}
