/** The IMEI rule of part 2 §5, as the server applies it (api/app/domain/identifiers.ts): 15 to 17 digits. */
export type ImeiProblem = 'notNumeric' | 'tooShort' | 'tooLong' | 'invalid'

export function imeiProblem(value: string): ImeiProblem | null {
  if (!/^\d*$/.test(value)) return 'notNumeric'
  if (value.length < 15) return 'tooShort'
  if (value.length > 17) return 'tooLong'
  if (value.length === 15 && !luhn(value)) return 'invalid'
  return null
}

function luhn(digits: string) {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const doubled = Number(digit) * (index % 2 === 1 ? 2 : 1)
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return sum % 10 === 0
}
