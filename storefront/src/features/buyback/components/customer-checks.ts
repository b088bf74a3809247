import type { TFunction } from '@/lib/i18n'
import type { CustomerInfo } from '../cart-store'
import { BOUNDS } from '@domain/bounds'
import { isEmail } from '@domain/identifiers'
import { normaliseIban, normalisePhone } from '@domain/bank_and_phone'
import { normaliseZipCode } from '@domain/zip_codes'

/** The customer form's choices, its empty state and the checks made as each field is left. */
export const COUNTRIES = ['FR', 'BE', 'LU', 'DE', 'NL', 'CH'] as const
export const IDENTITY_TYPES = ['identity_card', 'passport', 'driving_licence', 'residence_permit'] as const

export const EMPTY: CustomerInfo = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  street: '',
  streetComplement: '',
  zipCode: '',
  city: '',
  country: 'FR',
  iban: '',
  identity: null,
}

export type Errors = Record<string, string>
export type TextField = Exclude<keyof CustomerInfo, 'identity'>

/**
 * Part 2 §5 bounds and identifier rules, the server's own (api/app/domain), checked here for quick feedback;
 * the server checks them again. A national phone number is read as a French one, as the server does.
 */
export function check(customer: CustomerInfo, needsIban: boolean, needsIdentity: boolean, t: TFunction) {
  const errors: Errors = {}
  const length = (field: TextField, { min, max }: { min: number; max: number }) => {
    const value = String(customer[field] ?? '').trim()
    if (!value) errors[field] = t('customer.errors.required')
    else if (value.length < min || value.length > max)
      errors[field] = t('customer.errors.length', { min, max })
  }
  length('firstname', BOUNDS.text)
  length('lastname', BOUNDS.text)
  length('street', BOUNDS.address)
  length('city', BOUNDS.city)
  if (!isEmail(customer.email.trim())) errors.email = t('customer.errors.email')
  if (!customer.phone.trim()) errors.phone = t('customer.errors.required')
  else if (!normalisePhone(customer.phone.trim())) errors.phone = t('customer.errors.phone')
  if (!customer.zipCode.trim()) errors.zipCode = t('customer.errors.required')
  else if (!normaliseZipCode(customer.zipCode, customer.country))
    errors.zipCode = t('customer.errors.zipCode')
  if (needsIban && !customer.iban.trim()) errors.iban = t('customer.errors.required')
  else if (customer.iban.trim() && !normaliseIban(customer.iban)) errors.iban = t('customer.errors.iban')
  if (needsIdentity) {
    const identity = customer.identity
    if (!identity?.number.trim()) errors['identity.number'] = t('customer.errors.required')
    if (!identity?.authority.trim()) errors['identity.authority'] = t('customer.errors.required')
    if (!identity?.deliveryDate) errors['identity.deliveryDate'] = t('customer.errors.required')
  }
  return errors
}
