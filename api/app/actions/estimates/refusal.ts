import BusinessError from '#exceptions/business_error'

/** A refusal of part 2 §8 "Buy-back estimate": its code, and the client's text for a zero value. */
export const refuse = (code: string, status = 422, body: Record<string, unknown> = {}) =>
  new BusinessError(code, status, {}, {}, body)
