import type { DateTime } from 'luxon'
import SEPA from 'sepa'
import type Account from '#models/account'
import type Buyback from '#models/buyback'
import type Payment from '#models/payment'

const FORMAT = 'pain.001.001.09'

/** One transfer of a SEPA file: the payment, its buy-back, the creditor's IBAN and name, the debtor's IBAN. */
export interface Line {
  payment: Payment
  buyback: Buyback
  iban: string
  name: string
  debtorIban: string
}

export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase()

/**
 * The SEPA credit-transfer document (pain.001.001.09) of a file's lines, written with the maintained `sepa`
 * library: one payment block per debtor IBAN, one transaction per line.
 */
export function documentOf(account: Account, messageId: string, now: DateTime, lines: Line[]) {
  const doc = new SEPA.Document(FORMAT)
  doc.grpHdr.id = messageId
  doc.grpHdr.created = now.toJSDate()
  doc.grpHdr.initiatorName = (account.corporateName ?? account.commonName).slice(0, 70)
  const byDebtor = new Map<string, Line[]>()
  for (const line of lines) byDebtor.set(line.debtorIban, [...(byDebtor.get(line.debtorIban) ?? []), line])
  let block = 0
  for (const [debtorIban, group] of byDebtor) {
    const info = doc.createPaymentInfo()
    info.id = `${messageId}-${++block}`.slice(0, 35)
    info.requestedExecutionDate = now.toJSDate()
    info.debtorIBAN = debtorIban
    info.debtorName = doc.grpHdr.initiatorName
    doc.addPaymentInfo(info)
    for (const line of group) {
      const tx = info.createTransaction()
      tx.creditorName = line.name.slice(0, 70)
      tx.creditorIBAN = line.iban
      tx.amount = line.payment.amount / 100
      tx.currency = account.currency
      tx.remittanceInfo = `${account.commonName} ${line.buyback.identificationNumber}`.slice(0, 140)
      tx.end2endId = `RPR-${line.payment.id}-${line.buyback.identificationNumber}`.slice(0, 35)
      info.addTransaction(tx)
    }
  }
  return doc.toString()
}
