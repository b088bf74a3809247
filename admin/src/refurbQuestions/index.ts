import QuizIcon from '@mui/icons-material/Quiz'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./RefurbQuestionList').then((module) => ({ default: module.RefurbQuestionList }))),
  edit: lazy(() => import('./RefurbQuestionEdit').then((module) => ({ default: module.RefurbQuestionEdit }))),
  create: lazy(() =>
    import('./RefurbQuestionCreate').then((module) => ({ default: module.RefurbQuestionCreate }))
  ),
  icon: QuizIcon,
  recordRepresentation: (record: RaRecord) => record.title,
}
