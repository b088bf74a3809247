import { email, maxLength, minLength, required, type RaRecord, type Validator } from 'react-admin'

/** Bounds of part 2 §5 (generic text 2 to 255, password rule); the server enforces the same. */
export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 255
export const PASSWORD_MIN_LENGTH = 8
const PASSWORD_PATTERN = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`)

export const USER_STATUS_CHOICES = [
  { id: 'active', name: 'resources.users.status.active' },
  { id: 'inactive', name: 'resources.users.status.inactive' },
]

const passwordStrength: Validator = (value?: string | null) =>
  !value || PASSWORD_PATTERN.test(value) ? undefined : 'resources.users.validation.password_rule'

const passwordsMatch: Validator = (value: string | null | undefined, values: { password?: string | null }) =>
  (value || '') === (values.password || '') ? undefined : 'resources.users.validation.password_mismatch'

export const nameValidators = [required(), minLength(NAME_MIN_LENGTH), maxLength(NAME_MAX_LENGTH)]
export const emailValidators = [required(), email(), maxLength(NAME_MAX_LENGTH)]
export const statusValidators = [required()]
export const passwordValidators = {
  create: { password: [required(), passwordStrength], confirmation: [required(), passwordsMatch] },
  edit: { password: [passwordStrength], confirmation: [passwordsMatch] },
}

/** On edit an empty password means "keep the current one": send neither password field. */
export function withoutEmptyPassword(data: RaRecord): RaRecord {
  if (data.password) return data
  const kept = { ...data }
  delete kept.password
  delete kept.passwordConfirmation
  return kept
}

export const userRepresentation = (record: RaRecord) =>
  `${record.firstname ?? ''} ${record.lastname ?? ''}`.trim()
