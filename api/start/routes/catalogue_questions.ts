import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const DiagnosticQuestionsController = () => import('#controllers/diagnostic_questions_controller')
const CategoryQuestionsController = () => import('#controllers/category_questions_controller')

export function registerDiagnosticQuestionRoutes() {
  const resource = 'diagnostic-questions'
  router.get(resource, [DiagnosticQuestionsController, 'index']).use(access.can('question_list_page'))
  router.get(`${resource}/:id`, [DiagnosticQuestionsController, 'show']).use(access.can('question_list_page'))
  router.post(resource, [DiagnosticQuestionsController, 'store']).use(access.can('question_create'))
  router.put(`${resource}/:id`, [DiagnosticQuestionsController, 'update']).use(access.can('question_update'))
  router
    .delete(`${resource}/:id`, [DiagnosticQuestionsController, 'destroy'])
    .use(access.can('question_update'))

  router
    .post('categories/:id/questions/reorder', [CategoryQuestionsController, 'reorder'])
    .use(access.can('question_update'))
  router
    .get('categories/:id/products', [CategoryQuestionsController, 'products'])
    .use(access.can('question_list_page'))
  router
    .post('categories/:id/estimate-preview', [CategoryQuestionsController, 'estimatePreview'])
    .use(access.can('question_list_page'))
}
