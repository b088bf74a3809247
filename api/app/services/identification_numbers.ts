import { randomInt } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { gtinCheckDigit } from '#domain/identifiers'

/**
 * A new 13-digit identification number for a buy-back or an item (part 2 §9): 12 random digits and a GS1
 * check digit, so that it prints as an EAN-13 barcode and a mistyped digit is caught. Checked unused in the
 * caller's transaction; the unique index stays the last guard.
 */
export async function newIdentificationNumber(trx: TransactionClientContract, table: 'buybacks' | 'items') {
  for (;;) {
    const body = String(randomInt(1, 10)) + String(randomInt(0, 100_000_000_000)).padStart(11, '0')
    const number = `${body}${gtinCheckDigit(body)}`
    const used = await trx.from(table).where('identification_number', number).first()
    if (!used) return number
  }
}
