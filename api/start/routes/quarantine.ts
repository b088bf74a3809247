import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const QuarantineController = () => import('#controllers/quarantine_controller')

/** The workshop's quarantine (part 1 §2 `/buybacksQuarantine`), scoped to the items the caller's role sees. */
export function registerQuarantineRoutes() {
  router.get('quarantine', [QuarantineController, 'index']).use(access.can('item_quarantine_transition'))
  router
    .get('quarantine/:id/stocks', [QuarantineController, 'stocks'])
    .where('id', router.matchers.number())
    .use(access.can('item_quarantine_transition'))
  router
    .post('quarantine/:id/release', [QuarantineController, 'release'])
    .where('id', router.matchers.number())
    .use(access.can('item_quarantine_transition'))
  router
    .post('quarantine/:id/return-label', [QuarantineController, 'returnLabel'])
    .where('id', router.matchers.number())
    .use(access.can('item_quarantine_transition'))
  router
    .post('quarantine/:id/mail', [QuarantineController, 'mail'])
    .where('id', router.matchers.number())
    .use(access.can('send_quarantine_mail'))
}
