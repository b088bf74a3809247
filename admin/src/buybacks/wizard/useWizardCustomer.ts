import { useState, type Dispatch, type SetStateAction } from 'react'
import { useTranslate } from 'react-admin'
import { missingCustomerFields } from './customerFields'

const emptyCustomer = () => ({ country: 'FR' }) as Record<string, string>
const emptyIdentity = () => ({ type: 'identity_card' }) as Record<string, string>

/**
 * The customer typed at the counter (contact, identity document, IBAN) and its field errors: an edited field
 * drops its error, so the message of a refused checkout does not outlive the fix; `check` marks the empty
 * required fields before the summary.
 */
export function useWizardCustomer(setFieldErrors: Dispatch<SetStateAction<Record<string, string>>>) {
  const translate = useTranslate()
  const [customer, setCustomer] = useState(emptyCustomer)
  const [identity, setIdentity] = useState(emptyIdentity)
  const [iban, setIban] = useState('')

  const edited = (key: string) =>
    setFieldErrors((errors) =>
      key in errors ? Object.fromEntries(Object.entries(errors).filter(([field]) => field !== key)) : errors
    )

  /** True when nothing required is empty; otherwise the empty fields show their error. */
  const check = (needsIban: boolean) => {
    const required = translate('ra.validation.required')
    const missing = missingCustomerFields(customer, identity, needsIban ? iban : null, required)
    setFieldErrors(missing)
    return Object.keys(missing).length === 0
  }

  const reset = () => {
    setCustomer(emptyCustomer())
    setIdentity(emptyIdentity())
    setIban('')
  }

  return {
    customer,
    identity,
    iban,
    setCustomer: (next: Record<string, string>, name?: string) => {
      setCustomer(next)
      if (name) edited(`customer.${name}`)
    },
    setIdentity: (next: Record<string, string>, name?: string) => {
      setIdentity(next)
      if (name) edited(`customer.identity.${name}`)
    },
    setIban: (next: string) => {
      setIban(next)
      edited('customer.iban')
    },
    check,
    reset,
  }
}
