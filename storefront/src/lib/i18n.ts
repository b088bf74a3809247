import { useSyncExternalStore } from 'react'

/**
 * The storefront's translations: nested JSON texts per language, `{{name}}` interpolation, plural forms as
 * `key_one` / `key_other` chosen with Intl.PluralRules, French as the fallback. Small on purpose: the whole
 * first load stays within the JS budget. Keys are typed from the French texts (types/i18n.d.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Resources {}

type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`
type Keys<T, P extends string = ''> = T extends string
  ? P
  : { [K in keyof T & string]: Keys<T[K], Join<P, K>> }[keyof T & string]
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never
export type TranslationKey = Keys<Resources> | PluralBase<Keys<Resources>>
export type TranslateOptions = Record<string, string | number>
export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string

type Tree = { [key: string]: string | Tree }

const FALLBACK = 'fr'
const bundles: Record<string, Tree> = {}
let language = FALLBACK
let version = 0
const listeners = new Set<() => void>()

function changed() {
  version++
  listeners.forEach((listener) => listener())
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key]
    target[key] =
      typeof value === 'object' && typeof current === 'object' ? merge({ ...current }, value) : value
  }
  return target
}

function lookup(lang: string, key: string): string | undefined {
  let node: string | Tree | undefined = bundles[lang]
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Adds (deep-merges) texts for a language, e.g. a feature's texts loaded with its pages. */
export function addTranslations(lang: string, texts: object) {
  bundles[lang] = merge({ ...(bundles[lang] ?? {}) }, texts as Tree)
  changed()
}

export const hasTranslations = (lang: string) => lang in bundles

export const currentLanguage = () => language

export function setLanguage(lang: string) {
  if (lang === language) return
  language = lang
  changed()
}

// Like number formats, plural rules are costly to build and cheap to use: one per language.
const pluralRules = new Map<string, Intl.PluralRules>()

function pluralRulesFor(lang: string) {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules
}

export const translate: TFunction = (key, options = {}) => {
  const candidates: string[] = []
  if (typeof options.count === 'number') {
    candidates.push(`${key}_${pluralRulesFor(language).select(options.count)}`, `${key}_other`)
  }
  candidates.push(key)
  let text: string | undefined
  for (const lang of [language, FALLBACK]) {
    for (const candidate of candidates) {
      text ??= lookup(lang, candidate)
    }
  }
  return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ''))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The translate function and the current language; the component renders again when either changes. */
export function useTranslation() {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version
  )
  return { t: translate, i18n: { language } }
}
