import { lookupCode, messageOf, verifiableRefusal } from '../api'
import { isBuybackNumber, isCode } from '../codes'
import { updateEntry } from './queueStore'

/**
 * Whether one imported code can be verified: a buy-back number is asked with the cheap HEAD
 * `…/is-verifiable`; an item code (or a 13-digit number no buy-back has) through the lookup.
 */
export async function precheck(code: string) {
  if (!isCode(code)) return updateEntry(code, { state: 'refused', reason: 'verification.search.invalid' })
  if (isBuybackNumber(code)) {
    const refusal = await verifiableRefusal(code)
    if (!refusal) return updateEntry(code, { state: 'pending' })
    if (refusal !== 'verification_code_unknown')
      return updateEntry(code, { state: 'refused', reason: `verification.refusals.${refusal}` })
  }
  try {
    const found = await lookupCode(code)
    updateEntry(code, { state: 'pending', itemId: found.itemId })
  } catch (error) {
    updateEntry(code, { state: 'refused', reason: messageOf(error) })
  }
}

const inFlight = new Set<string>()

/**
 * One after the other: a list of hundreds of codes should not fire hundreds of requests at once. A code
 * already being checked (the page shown again meanwhile) is not asked twice.
 */
export async function precheckAll(codes: string[]) {
  for (const code of codes) {
    if (inFlight.has(code)) continue
    inFlight.add(code)
    try {
      await precheck(code)
    } finally {
      inFlight.delete(code)
    }
  }
}
