import type { ModelLine } from './products.js'

const phoneStorage: [string, number][] = [
  ['128 Go', 1],
  ['256 Go', 1.12],
  ['512 Go', 1.25],
]

/** The demo's smartphones, by brand: each model in three storages (two for some brands) and its colours. */
export const PHONE_LINES: ModelLine[] = [
  {
    category: 'apple-iphone',
    brand: 'Apple',
    imei: true,
    models: [
      ['iPhone 11', 160],
      ['iPhone 12', 230],
      ['iPhone 12 Pro', 290],
      ['iPhone 13', 300],
      ['iPhone 13 mini', 260],
      ['iPhone 13 Pro', 390],
      ['iPhone 14', 380],
      ['iPhone 14 Plus', 410],
      ['iPhone 14 Pro', 520],
      ['iPhone 15', 500],
      ['iPhone 15 Pro', 680],
      ['iPhone 15 Pro Max', 780],
      ['iPhone SE (2022)', 140],
    ],
    variants: phoneStorage,
    colours: ['Noir', 'Blanc', 'Bleu'],
  },
  {
    category: 'samsung-galaxy',
    brand: 'Samsung',
    imei: true,
    models: [
      ['Galaxy S21', 150],
      ['Galaxy S22', 210],
      ['Galaxy S23', 320],
      ['Galaxy S23 Ultra', 480],
      ['Galaxy S24', 430],
      ['Galaxy A54', 150],
      ['Galaxy Z Flip5', 390],
      ['Galaxy Z Fold5', 690],
    ],
    variants: phoneStorage,
    colours: ['Noir', 'Crème', 'Vert'],
  },
  {
    category: 'google-pixel',
    brand: 'Google',
    imei: true,
    models: [
      ['Pixel 7', 200],
      ['Pixel 7a', 160],
      ['Pixel 7 Pro', 280],
      ['Pixel 8', 330],
      ['Pixel 8 Pro', 450],
    ],
    variants: phoneStorage.slice(0, 2),
    colours: ['Obsidienne', 'Porcelaine'],
  },
  {
    category: 'xiaomi',
    brand: 'Xiaomi',
    imei: true,
    models: [
      ['Redmi Note 12', 70],
      ['Redmi Note 13 Pro', 130],
      ['Xiaomi 13', 250],
      ['Xiaomi 14', 380],
    ],
    variants: phoneStorage.slice(0, 2),
  },
]
