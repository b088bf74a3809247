export interface PasswordLink {
  valid: true
  email: string
  isPasswordCreation: boolean
}

export interface NewPassword {
  password: string
  passwordConfirmation: string
  eulaAccepted?: boolean
  privacyAccepted?: boolean
}

/** The field errors of a 422, or the refusal's message. */
export function failureOf(failure: unknown) {
  const body = (failure as { body?: { errors?: Record<string, string>; message?: string } } | null)?.body
  return { errors: body?.errors ?? {}, message: body?.message }
}
