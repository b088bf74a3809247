import { gtinCheckDigit } from '#domain/identifiers'

/** A 15-digit IMEI: 14 digits and their Luhn check digit, as the verification checks it (part 2 §5). */
function withLuhnDigit(body: string) {
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const doubled = Number(digit) * (index % 2 === 0 ? 2 : 1)
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/**
 * A demo IMEI that a real device of the product could carry: its product's first TAC, six serial
 * digits and the Luhn digit, so the verification's TAC warning appears only when an operator types another.
 */
export function demoImei(tacCodes: string | null, digits: string) {
  const tac = tacCodes?.split(',')[0]?.trim()
  return withLuhnDigit(tac ? `${tac}${digits.slice(0, 6)}` : `35${digits}`.slice(0, 14))
}

/** Demo numbers carry their GS1 check digit like real ones (part 2 §9), so they print as EAN-13. */
export const withCheckDigit = (body: string) => `${body}${gtinCheckDigit(body)}`
