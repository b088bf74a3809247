import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const RefurbQuestionsController = () => import('#controllers/refurb_questions_controller')

export function registerRefurbQuestionRoutes() {
  const id = router.matchers.number()
  const manage = () => access.can('refurb_diagnostic_manage')
  const path = 'refurb-diagnosis-questions'
  router.get(path, [RefurbQuestionsController, 'index']).use(manage())
  router.get(`${path}/:id`, [RefurbQuestionsController, 'show']).where('id', id).use(manage())
  router.post(path, [RefurbQuestionsController, 'store']).use(manage())
  router.put(`${path}/:id`, [RefurbQuestionsController, 'update']).where('id', id).use(manage())
}
