import { Exception } from '@adonisjs/core/exceptions'

/**
 * A business refusal from the error catalogue of part 2 §8. It renders as
 * `{ code, message }` with the message translated into the language of the request
 * (key `errors.<code>` in resources/lang).
 */
export default class BusinessError extends Exception {
  constructor(
    public code: string,
    status = 400,
    public params: Record<string, unknown> = {},
    public headers: Record<string, string> = {},
    /** Fields added to the answer beside code and message (e.g. a client's own text). */
    public body: Record<string, unknown> = {}
  ) {
    super(code, { status, code })
  }
}
