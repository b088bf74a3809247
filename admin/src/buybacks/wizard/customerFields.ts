/** The customer's fields the counter asks for, all required (part 2 §5), and the check run before the summary. */
export const CUSTOMER_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'street',
  'zipCode',
  'city',
  'country',
]
export const IDENTITY_FIELDS = ['type', 'number', 'authority', 'deliveryDate']

const blank = (value: string | undefined) => !value || value.trim() === ''

/**
 * The field errors of what is left empty, keyed as the server keys them (`customer.<name>`,
 * `customer.identity.<name>`, `customer.iban`); the server still checks everything at checkout.
 */
export function missingCustomerFields(
  customer: Record<string, string>,
  identity: Record<string, string>,
  iban: string | null,
  message: string
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const name of CUSTOMER_FIELDS) if (blank(customer[name])) errors[`customer.${name}`] = message
  for (const name of IDENTITY_FIELDS) if (blank(identity[name])) errors[`customer.identity.${name}`] = message
  if (iban !== null && blank(iban)) errors['customer.iban'] = message
  return errors
}
