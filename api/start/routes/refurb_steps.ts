import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const RefurbStepsController = () => import('#controllers/refurb_steps_controller')

export function registerRefurbStepRoutes() {
  const id = router.matchers.number()
  const manage = () => access.can('refurb_step_manage')
  router.get('refurb-steps', [RefurbStepsController, 'index']).use(manage())
  router.get('refurb-steps/form-options', [RefurbStepsController, 'formOptions']).use(manage())
  router.get('refurb-steps/:id', [RefurbStepsController, 'show']).where('id', id).use(manage())
  router.post('refurb-steps', [RefurbStepsController, 'store']).use(manage())
  router.put('refurb-steps/:id', [RefurbStepsController, 'update']).where('id', id).use(manage())
  router.delete('refurb-steps/:id', [RefurbStepsController, 'destroy']).where('id', id).use(manage())
}
