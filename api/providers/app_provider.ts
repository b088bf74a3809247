import vine from '@vinejs/vine'
import type { ApplicationService } from '@adonisjs/core/types'
import { FieldErrorsReporter } from '#services/field_errors_reporter'

/**
 * Application-wide wiring that has no better home: the VineJS error shape of DESIGN.md §5.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    vine.errorReporter = () => new FieldErrorsReporter()
  }
}
