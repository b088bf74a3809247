import type { LocalizedText } from '#services/localized_text'

/**
 * The demo category tree: one root, six families, brands below them. `questions` names the family whose
 * diagnostic questions a category uses (stored on the family; products of sub-categories inherit them).
 */
export interface CategoryNode {
  identifier: string
  label: string
  weight: number
  dimensions: [number, number, number]
  children?: CategoryNode[]
  questions?: QuestionSet
  absorption?: { type: 'value' | 'percentage_declared'; value: number }
  description?: LocalizedText
  /** Devices holding personal data are validated into stock only after a certified erasure. */
  dataErasure?: boolean
}

export type QuestionSet = 'phone' | 'tablet' | 'console' | 'laptop' | 'watch' | 'camera'

export const CATEGORY_TREE: CategoryNode = {
  identifier: 'catalogue',
  label: 'Tous les produits',
  weight: 500,
  dimensions: [30, 20, 10],
  children: [
    {
      identifier: 'smartphones',
      label: 'Smartphones',
      weight: 200,
      dimensions: [16, 8, 1],
      questions: 'phone',
      dataErasure: true,
      absorption: { type: 'value', value: 1500 },
      children: [
        { identifier: 'apple-iphone', label: 'Apple iPhone', weight: 190, dimensions: [15, 7, 1] },
        { identifier: 'samsung-galaxy', label: 'Samsung Galaxy', weight: 200, dimensions: [16, 8, 1] },
        { identifier: 'google-pixel', label: 'Google Pixel', weight: 200, dimensions: [16, 8, 1] },
        { identifier: 'xiaomi', label: 'Xiaomi', weight: 200, dimensions: [16, 8, 1] },
      ],
    },
    {
      identifier: 'tablets',
      label: 'Tablettes',
      weight: 500,
      dimensions: [25, 18, 1],
      questions: 'tablet',
      dataErasure: true,
      children: [
        { identifier: 'apple-ipad', label: 'Apple iPad', weight: 480, dimensions: [25, 18, 1] },
        {
          identifier: 'samsung-galaxy-tab',
          label: 'Samsung Galaxy Tab',
          weight: 500,
          dimensions: [26, 17, 1],
        },
      ],
    },
    {
      identifier: 'consoles',
      label: 'Consoles de jeux',
      weight: 3500,
      dimensions: [40, 30, 12],
      questions: 'console',
      children: [
        { identifier: 'playstation', label: 'PlayStation', weight: 4500, dimensions: [40, 30, 12] },
        { identifier: 'xbox', label: 'Xbox', weight: 4400, dimensions: [35, 30, 16] },
        { identifier: 'nintendo', label: 'Nintendo', weight: 420, dimensions: [25, 12, 2] },
      ],
    },
    {
      identifier: 'laptops',
      label: 'Ordinateurs portables',
      weight: 1500,
      dimensions: [35, 25, 2],
      questions: 'laptop',
      dataErasure: true,
      absorption: { type: 'percentage_declared', value: 5 },
      children: [
        { identifier: 'apple-macbook', label: 'Apple MacBook', weight: 1300, dimensions: [31, 22, 2] },
        { identifier: 'windows-laptops', label: 'PC portables', weight: 1500, dimensions: [35, 25, 2] },
      ],
    },
    {
      identifier: 'smart-watches',
      label: 'Montres connectées',
      weight: 60,
      dimensions: [5, 4, 1],
      questions: 'watch',
      dataErasure: true,
    },
    {
      identifier: 'cameras',
      label: 'Appareils photo',
      weight: 700,
      dimensions: [15, 10, 10],
      questions: 'camera',
    },
  ],
}

/** The family (question set) of each category of the tree, by identifier: a brand has its family's. */
export function categoryFamilies(node: CategoryNode = CATEGORY_TREE, inherited: QuestionSet = 'phone') {
  const family = node.questions ?? inherited
  const families = new Map<string, QuestionSet>([[node.identifier, family]])
  for (const child of node.children ?? []) {
    for (const [identifier, value] of categoryFamilies(child, family)) families.set(identifier, value)
  }
  return families
}
