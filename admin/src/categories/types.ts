/** The category shapes of the calls react-admin's own methods do not cover (providers/methods/catalogue.ts). */
import type { CategoryNode } from '@domain/category_tree'

export type { CategoryNode }

export interface Choice {
  id: number
  name: string
}
export interface CircuitChoice extends Choice {
  code: string
  channel: 'web' | 'store'
  deposit: string
}
export interface FormOptions {
  buyers: Choice[]
  warehouses: Choice[]
  circuits: CircuitChoice[]
}

/** "Smartphones › Apple iPhone": every category of the tree with its depth, in tree order. */
export function flattenTree(nodes: CategoryNode[], depth = 0): { node: CategoryNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)])
}

/** Part 2 §9: labels are cut at 40 characters, the full label shows on hover. */
export const LABEL_MAX = 40
export const cutLabel = (label: string) =>
  label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label
