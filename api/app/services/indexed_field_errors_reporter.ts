import type { FieldContext } from '@vinejs/vine/types'
import { FieldErrorsReporter } from '#services/field_errors_reporter'

/**
 * FieldErrorsReporter keyed by the concrete path of each field ("answers.1.name.fr" rather than
 * "answers.*.name.fr"), so that react-admin puts the message on the right input of an array form.
 */
export class IndexedFieldErrorsReporter extends FieldErrorsReporter {
  report(message: string, _rule: string, field: FieldContext) {
    const path = field.getFieldPath() || field.wildCardPath || field.name?.toString() || '_'
    if (!(path in this.errors)) this.errors[path] = message
    this.hasErrors = true
  }
}

/**
 * Options for `request.validateUsing`, new for each request: AdonisJS adds the request's messages provider
 * (its language) to the object it is given, so a shared object would keep the first request's language.
 */
export const indexedFieldErrors = () => ({ errorReporter: () => new IndexedFieldErrorsReporter() })
