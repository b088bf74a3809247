import { DateField, useLocale, type DateFieldProps } from 'react-admin'

/**
 * A date column in the language the user chose in the back office: react-admin's DateField alone formats
 * in the browser's language (a French screen showed 11/19/2026 in an English browser).
 */
export const LocaleDateField = (props: Omit<DateFieldProps, 'locales'>) => (
  <DateField {...props} locales={useLocale()} />
)
