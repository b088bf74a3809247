import { errors } from '@vinejs/vine'
import type { ErrorReporterContract, FieldContext } from '@vinejs/vine/types'

/**
 * VineJS error reporter producing the shape react-admin reads on forms:
 * `{ errors: { "<field>": "<message>" } }`, the first message of each field.
 */
export class FieldErrorsReporter implements ErrorReporterContract {
  hasErrors = false
  errors: Record<string, string> = {}

  report(message: string, _rule: string, field: FieldContext) {
    this.hasErrors = true
    const name = field.wildCardPath || field.name?.toString() || '_'
    if (!(name in this.errors)) this.errors[name] = message
  }

  createError() {
    return new errors.E_VALIDATION_ERROR(this.errors)
  }
}
