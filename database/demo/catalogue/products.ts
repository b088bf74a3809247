import { PHONE_LINES } from './phones.js'

/**
 * The demo catalogue: real models with their storage or edition variants, grade-A buy-back prices in
 * euros (the other grades follow fixed ratios), and whether the product collects an IMEI.
 */
export interface ModelLine {
  category: string
  brand: string
  models: [name: string, euros: number][]
  variants: [label: string, factor: number][]
  colours?: string[]
  imei?: boolean
}

export const MODEL_LINES: ModelLine[] = [
  ...PHONE_LINES,
  {
    category: 'apple-ipad',
    brand: 'Apple',
    models: [
      ['iPad (10e génération)', 220],
      ['iPad Air (5e génération)', 330],
      ['iPad Pro 11" (4e génération)', 560],
      ['iPad mini (6e génération)', 290],
    ],
    variants: [
      ['64 Go Wi-Fi', 1],
      ['256 Go Wi-Fi', 1.15],
      ['64 Go Wi-Fi + Cellular', 1.18],
      ['256 Go Wi-Fi + Cellular', 1.3],
    ],
  },
  {
    category: 'samsung-galaxy-tab',
    brand: 'Samsung',
    models: [
      ['Galaxy Tab S8', 260],
      ['Galaxy Tab S9', 390],
      ['Galaxy Tab A8', 80],
    ],
    variants: [
      ['128 Go Wi-Fi', 1],
      ['128 Go 5G', 1.15],
    ],
  },
  {
    category: 'playstation',
    brand: 'Sony',
    models: [
      ['PlayStation 5', 280],
      ['PlayStation 5 Slim', 320],
      ['PlayStation 4 Pro', 120],
      ['PlayStation 4 Slim', 90],
    ],
    variants: [
      ['Édition standard', 1],
      ['Édition Digital', 0.85],
    ],
  },
  {
    category: 'xbox',
    brand: 'Microsoft',
    models: [
      ['Xbox Series X', 260],
      ['Xbox Series S', 150],
      ['Xbox One X', 90],
    ],
    variants: [
      ['1 To', 1],
      ['512 Go', 0.9],
    ],
  },
  {
    category: 'nintendo',
    brand: 'Nintendo',
    models: [
      ['Switch OLED', 190],
      ['Switch', 140],
      ['Switch Lite', 90],
    ],
    variants: [
      ['Blanc', 1],
      ['Néon', 1],
      ['Édition Zelda', 1.1],
    ],
  },
  {
    category: 'apple-macbook',
    brand: 'Apple',
    models: [
      ['MacBook Air 13" M1', 420],
      ['MacBook Air 13" M2', 620],
      ['MacBook Air 15" M3', 890],
      ['MacBook Pro 14" M1 Pro', 980],
      ['MacBook Pro 14" M3', 1150],
    ],
    variants: [
      ['8 Go / 256 Go', 1],
      ['16 Go / 512 Go', 1.25],
      ['16 Go / 1 To', 1.4],
    ],
  },
  {
    category: 'windows-laptops',
    brand: 'Dell',
    models: [
      ['XPS 13 9315', 380],
      ['XPS 15 9530', 720],
      ['Latitude 7440', 420],
    ],
    variants: [
      ['16 Go / 512 Go', 1],
      ['32 Go / 1 To', 1.3],
    ],
  },
  {
    category: 'windows-laptops',
    brand: 'Lenovo',
    models: [
      ['ThinkPad X1 Carbon Gen 11', 690],
      ['ThinkPad T14 Gen 4', 430],
      ['Yoga Slim 7i', 350],
    ],
    variants: [
      ['16 Go / 512 Go', 1],
      ['32 Go / 1 To', 1.3],
    ],
  },
  {
    category: 'smart-watches',
    brand: 'Apple',
    models: [
      ['Apple Watch Series 8', 140],
      ['Apple Watch Series 9', 190],
      ['Apple Watch SE (2e génération)', 90],
      ['Apple Watch Ultra 2', 420],
    ],
    variants: [
      ['41 mm GPS', 1],
      ['45 mm GPS', 1.08],
      ['45 mm GPS + Cellular', 1.2],
    ],
  },
  {
    category: 'smart-watches',
    brand: 'Samsung',
    models: [
      ['Galaxy Watch6', 110],
      ['Galaxy Watch6 Classic', 150],
    ],
    variants: [
      ['40 mm Bluetooth', 1],
      ['44 mm LTE', 1.2],
    ],
  },
  {
    category: 'cameras',
    brand: 'Canon',
    models: [
      ['EOS R6 Mark II (boîtier nu)', 1350],
      ['EOS R8 (boîtier nu)', 850],
      ['EOS 250D + 18-55 mm', 330],
    ],
    variants: [['Kit standard', 1]],
  },
  {
    category: 'cameras',
    brand: 'Sony',
    models: [
      ['Alpha 7 IV (boîtier nu)', 1250],
      ['Alpha 6400 + 16-50 mm', 560],
      ['ZV-E10', 380],
    ],
    variants: [['Kit standard', 1]],
  },
  {
    category: 'cameras',
    brand: 'GoPro',
    models: [
      ['HERO12 Black', 210],
      ['HERO11 Black', 160],
    ],
    variants: [
      ['Caméra seule', 1],
      ['Pack Creator', 1.35],
    ],
  },
]

/** Ratio of each grade's buy-back price to grade A. */
export const GRADE_RATIOS = { a: 1, b: 0.85, c: 0.7, d: 0.5, e: 0.3, functional: 0.15 } as const
