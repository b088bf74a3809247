import type { ScreenKey } from './screens'

/**
 * Home shortcuts of part 1 §2, in the order of the specification; each opens one screen. The spec's
 * "pre-created" and "pre-declaration" open the same screen: one tile, named as in the menu (docs/glossary.md).
 */
export interface Shortcut {
  key: string
  screen: ScreenKey
}

export const SHORTCUTS: Shortcut[] = [
  { key: 'preCreated', screen: 'predeclared' },
  { key: 'checkin', screen: 'checkin' },
  { key: 'buybacks', screen: 'buybacks' },
  { key: 'catalogue', screen: 'products' },
  { key: 'control', screen: 'control' },
  { key: 'entities', screen: 'entities' },
  { key: 'itemsStock', screen: 'itemsStock' },
  { key: 'refurbSteps', screen: 'refurbSteps' },
  { key: 'diagnose', screen: 'startDiagnostic' },
  { key: 'newBuyback', screen: 'newBuyback' },
  { key: 'ship', screen: 'expeditions' },
  { key: 'users', screen: 'users' },
]
