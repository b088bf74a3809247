import type Category from '#models/category'
import type DiagnosticQuestion from '#models/diagnostic_question'
import { nestUnderParents } from '#domain/category_tree'

interface Node {
  id: number
  parentId: number | null
  label: string
  status: string
  children: Node[]
}

/** A category named: its id and label. */
export const presentLabel = (category: Category) => ({ id: category.id, label: category.label })

/** A category in a flat list of the tree: named, with its parent and status. */
export const presentTreeRow = (category: Category) => ({
  ...presentLabel(category),
  parentId: category.parentId,
  status: category.status,
})

/** Categories as trees: each under its parent when the parent is among them, else a root. */
export const presentTrees = (categories: Category[]): Node[] =>
  nestUnderParents<Node>(
    categories.map((one) => ({
      id: one.id,
      parentId: one.parentId,
      label: one.label,
      status: one.status,
      children: [],
    }))
  )

/** A checkpoint (an active diagnostic question) that goes when its category is archived. */
export const presentCheckpoint = (question: DiagnosticQuestion) => ({
  id: question.id,
  categoryId: question.categoryId,
  title: question.title,
  status: question.status,
})
