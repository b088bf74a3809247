import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

export function registerDiagnosticQuestionRoutes() {
  void router
  void access
}
