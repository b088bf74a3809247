import { lazy, type ReactNode } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from './RequirePermission'

const DiagnosticCategoriesPage = lazy(() =>
  import('./DiagnosticCategoriesPage').then((module) => ({ default: module.DiagnosticCategoriesPage }))
)
const CategoryQuestionsPage = lazy(() =>
  import('./CategoryQuestionsPage').then((module) => ({ default: module.CategoryQuestionsPage }))
)
const QuestionCreatePage = lazy(() =>
  import('./QuestionPages').then((module) => ({ default: module.QuestionCreatePage }))
)
const QuestionEditPage = lazy(() =>
  import('./QuestionPages').then((module) => ({ default: module.QuestionEditPage }))
)

const guarded = (permission: string, page: ReactNode) => (
  <RequirePermission permission={permission}>{page}</RequirePermission>
)

/** The diagnostic screens of part 1 §2, as routes for App.tsx's <CustomRoutes>. */
export const diagnosticRoutes = [
  <Route
    key="diagnostic"
    path="/diagnostic"
    element={guarded('question_list_page', <DiagnosticCategoriesPage />)}
  />,
  <Route
    key="diagnostic-category"
    path="/diagnostic/category/:categoryId"
    element={guarded('question_list_page', <CategoryQuestionsPage />)}
  />,
  <Route
    key="diagnostic-question-add"
    path="/diagnostic/category/:categoryId/question/add"
    element={guarded('question_create', <QuestionCreatePage />)}
  />,
  <Route
    key="diagnostic-question-edit"
    path="/diagnostic/category/:categoryId/question/:questionId"
    element={guarded('question_update', <QuestionEditPage />)}
  />,
]
