import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'
import { STEP_ACTION_NAMES } from '#domain/refurb_steps'

const RefurbDiagnosesController = () => import('#controllers/refurb_diagnoses_controller')
const ItemRefurbStepsController = () => import('#controllers/item_refurb_steps_controller')

/**
 * The refurb diagnosis and the item refurb steps (part 1 §2 "Refurbishment"): the diagnosis for
 * the refurb diagnostic write permission, the steps for refurb write (workshop operators and managers),
 * scoped to the caller's workshop.
 */
export function registerRefurbRoutes() {
  const diagnose = () => access.can('refurb_diagnostic_write')
  const refurb = () => access.can('refurb_write')
  const id = router.matchers.number()

  router.get('refurb-diagnosis/search/:code', [RefurbDiagnosesController, 'search']).use(diagnose())
  router
    .get('items/:id/refurb-diagnosis', [RefurbDiagnosesController, 'form'])
    .where('id', id)
    .use(diagnose())
  router
    .post('items/:id/refurb-diagnosis', [RefurbDiagnosesController, 'store'])
    .where('id', id)
    .use(diagnose())

  router.get('item-refurb-steps/search/:code', [ItemRefurbStepsController, 'search']).use(refurb())
  router.get('items/:id/refurb-steps', [ItemRefurbStepsController, 'index']).where('id', id).use(refurb())
  router.post('items/:id/refurb-steps', [ItemRefurbStepsController, 'plan']).where('id', id).use(refurb())
  router
    .post('items/:id/refurb-steps/validate', [ItemRefurbStepsController, 'validate'])
    .where('id', id)
    .use(refurb())
  router.get('item-refurb-steps/:id', [ItemRefurbStepsController, 'show']).where('id', id).use(refurb())
  for (const action of STEP_ACTION_NAMES) {
    router
      .post(`item-refurb-steps/:id/${action}`, [ItemRefurbStepsController, action])
      .where('id', id)
      .use(refurb())
  }
}
