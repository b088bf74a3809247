import { hex, type Rgb } from './canvas.js'
import type { QuestionSet } from '../catalogue/categories.js'

/** What a demo picture shows: the family's device in the model's shape and colours. */
export interface Look {
  family: QuestionSet
  brand: string
  model: string
  body: Rgb
  /** A dark body: marks and highlights are drawn lighter rather than darker. */
  dark: boolean
  wallpaper: [Rgb, Rgb]
  lenses: number
  strap: Rgb
  keys: Rgb
  joyCons: [Rgb, Rgb]
}

/** The colours the catalogue names, as the devices wear them. */
const COLOURS: Record<string, string> = {
  Noir: '#2d2e33',
  Blanc: '#eeeeec',
  Bleu: '#56759a',
  Crème: '#ece3cf',
  Vert: '#8fa58a',
  Obsidienne: '#2e3034',
  Porcelaine: '#ebe7df',
}

/** Body colour of a model sold in one finish, by the first pattern of its brand that its name matches. */
const FINISHES: [brand: string, pattern: RegExp, colour: string][] = [
  ['Xiaomi', /./, '#3a3d44'],
  ['Apple', /iPad Air/, '#9fb2c8'],
  ['Apple', /iPad Pro/, '#55585f'],
  ['Apple', /iPad mini/, '#d8cfe0'],
  ['Apple', /iPad/, '#d7d9dc'],
  ['Apple', /MacBook Air 13" M2/, '#34404f'],
  ['Apple', /MacBook Pro/, '#8d9096'],
  ['Apple', /MacBook/, '#d3d5d8'],
  ['Apple', /Ultra/, '#c9c1b3'],
  ['Apple', /SE/, '#d9dadc'],
  ['Apple', /Watch/, '#2c2f36'],
  ['Samsung', /Tab A8/, '#8c8f94'],
  ['Samsung', /Tab/, '#5a5d63'],
  ['Samsung', /Classic/, '#b9bcc0'],
  ['Samsung', /Watch/, '#2d2e33'],
  ['Sony', /PlayStation 5/, '#f1f2f5'],
  ['Microsoft', /Series S/, '#eceef0'],
  ['Dell', /Latitude/, '#5b5e64'],
  ['Dell', /./, '#c9cbce'],
  ['Lenovo', /ThinkPad/, '#1f2023'],
  ['Lenovo', /./, '#8f9398'],
]

const WALLPAPERS: Record<string, [string, string]> = {
  Apple: ['#7b5cff', '#ff7eb3'],
  Samsung: ['#2f80ed', '#56ccf2'],
  Google: ['#34a853', '#fbbc05'],
  Xiaomi: ['#ff6900', '#ffb347'],
  Sony: ['#3452ff', '#00c6ff'],
  Microsoft: ['#107c10', '#7fba00'],
  Nintendo: ['#e60012', '#ffd200'],
  Dell: ['#0076ce', '#00b8d4'],
  Lenovo: ['#e2231a', '#6c63ff'],
}

/** The Switch's controllers by edition (the variant), and the Lite's one-piece body. */
const SWITCH_EDITIONS: Record<string, { joyCons: [string, string]; lite: string }> = {
  Blanc: { joyCons: ['#f0f0f0', '#f0f0f0'], lite: '#eeeeec' },
  Néon: { joyCons: ['#00b2e3', '#ff4b55'], lite: '#3cc3c0' },
  'Édition Zelda': { joyCons: ['#c9a84e', '#c9a84e'], lite: '#c9a84e' },
}

const STRAPS: [RegExp, string][] = [
  [/Ultra/, '#e06c2e'],
  [/SE/, '#e8ddd0'],
  [/Classic/, '#222326'],
  [/./, '#2c3e50'],
]

const isDark = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b < 110

/** The look of a demo product from its family, brand, model and colour (or edition). */
export function lookOf(
  family: QuestionSet,
  brand: string,
  model: string,
  finish: string | null = null
): Look {
  const edition = finish ? SWITCH_EDITIONS[finish] : undefined
  const named = finish ? COLOURS[finish] : undefined
  const fixed = FINISHES.find(([one, pattern]) => one === brand && pattern.test(model))?.[2]
  const fallback = family === 'console' && brand === 'Nintendo' ? '#eeeeec' : '#26272b'
  const body = hex(
    brand === 'Nintendo' && edition
      ? model.includes('Lite')
        ? edition.lite
        : '#1b1c20'
      : (named ?? fixed ?? fallback)
  )
  const [first, second] = WALLPAPERS[brand] ?? ['#5b6cff', '#28c8b4']
  const joyCons = (edition ?? SWITCH_EDITIONS['Néon']).joyCons
  return {
    family,
    brand,
    model,
    body,
    dark: isDark(body),
    wallpaper: [hex(first), hex(second)],
    lenses: /Pro|Ultra|Fold|Galaxy S|A54|Xiaomi 1/.test(model) ? 3 : 2,
    strap: hex(STRAPS.find(([pattern]) => pattern.test(model))![1]),
    keys: isDark(body) ? hex('#0c0c0e') : hex('#25262a'),
    joyCons: [hex(joyCons[0]), hex(joyCons[1])],
  }
}

/** What a product's picture is drawn in: its colour, or the edition that gives a Switch its colours. */
export const finishOf = (variant: string, colour: string | null) =>
  colour ?? (variant in SWITCH_EDITIONS ? variant : null)

/** The finish a product's label ends with (its colour, or a Switch's edition), if any. */
export function finishOfLabel(label: string) {
  return (
    [...Object.keys(COLOURS), ...Object.keys(SWITCH_EDITIONS)].find((finish) =>
      label.endsWith(` ${finish}`)
    ) ?? null
  )
}
