/** An IBAN as typed (spaces, lower case) in its electronic form: what the server stores. */
export const normaliseIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

/** Groups of four, as printed on a bank statement, for reading it back to the customer. */
export const printIban = (value: string) => normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ')

/**
 * Part 2 §5 "IBAN must have a valid format": country code, check digits, 11 to 30 letters or digits, and
 * the ISO 13616 mod-97 check. The server checks again; this only spares a round trip on a typo.
 */
export function isIbanWellFormed(value: string) {
  const iban = normaliseIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55)
  )
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}
