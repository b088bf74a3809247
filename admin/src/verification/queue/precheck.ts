import type { RepriseDataProvider } from '../../providers/dataProvider'
import { messageOf } from '../types'
import { isBuybackNumber, isCode } from '../codes'
import { updateEntry } from './queueStore'

/**
 * Whether one imported code can be verified: a buy-back number is asked with the cheap HEAD
 * `…/is-verifiable`; an item code (or a 13-digit number no buy-back has) through the lookup.
 */
type Calls = Pick<RepriseDataProvider, 'lookupCode' | 'verifiableRefusal'>

export async function precheck(calls: Calls, code: string) {
  if (!isCode(code)) return updateEntry(code, { state: 'refused', reason: 'verification.search.invalid' })
  if (isBuybackNumber(code)) {
    const refusal = await calls.verifiableRefusal(code)
    if (!refusal) return updateEntry(code, { state: 'pending' })
    if (refusal !== 'verification_code_unknown')
      return updateEntry(code, { state: 'refused', reason: `verification.refusals.${refusal}` })
  }
  try {
    const found = await calls.lookupCode(code)
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
export async function precheckAll(calls: Calls, codes: string[]) {
  for (const code of codes) {
    if (inFlight.has(code)) continue
    inFlight.add(code)
    try {
      await precheck(calls, code)
    } finally {
      inFlight.delete(code)
    }
  }
}
