import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'

/**
 * Litigation (DESIGN.md §3, part 1 §4): when the workshop's controlled price is lower than declared and not
 * absorbed, the customer receives a new proposal by e-mail with signed, expiring links; accepting completes
 * the buy-back "with negotiation" at the new price, declining leaves it not completed with the item to
 * return. Only the first answer counts.
 */
export const PROPOSAL_LINK_DAYS = 15

/** Days after which a proposal left unanswered is recalled to its customer, once. */
export const PROPOSAL_REMINDER_DAYS = 7

export type LitigationState = 'none' | 'pending' | 'accepted' | 'declined'

/** Where the proposal of a buy-back stands, from its status history. */
export async function litigationState(buybackId: number, client = db.connection()): Promise<LitigationState> {
  const events = (
    await client
      .from('status_history')
      .where('buyback_id', buybackId)
      .whereIn('event', ['proposal_sent', 'proposal_accepted', 'proposal_declined'])
      .select('event')
  ).map((row) => row.event as string)
  if (events.includes('proposal_accepted')) return 'accepted'
  if (events.includes('proposal_declined')) return 'declined'
  return events.includes('proposal_sent') ? 'pending' : 'none'
}

/** The path of the answer route, signed; the storefront page carries its signature to the API. */
export function signedAnswerPath(buybackId: number, answer: 'accept' | 'reject') {
  return router.makeSignedUrl(
    `litigation.${answer}`,
    { id: buybackId },
    { expiresIn: `${PROPOSAL_LINK_DAYS} days` }
  )
}

/** The storefront pages of the e-mail: /buyback/{id}/accept and /buyback/{id}/reject with the signature. */
export function proposalLinks(base: string, buybackId: number) {
  const link = (answer: 'accept' | 'reject') => {
    const signature = new URL(signedAnswerPath(buybackId, answer), 'http://x').searchParams.get('signature')
    return `${base}/buyback/${buybackId}/${answer}?signature=${encodeURIComponent(signature ?? '')}`
  }
  return { accept: link('accept'), reject: link('reject') }
}
