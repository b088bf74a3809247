import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { returnLabelOf } from '#actions/quarantine/shared'

/**
 * The return order of an item whose customer declined the new proposal (a job, jobs/index.ts): its label
 * booked by the system, once, like the operator's. Without the customer's address, or refused by the
 * carrier, nothing can be booked and the job stops there; the quarantine list and the buy-back offer the
 * label again once the address is known.
 */
export async function bookItemReturn(itemId: number) {
  const item = await Item.findOrFail(itemId)
  try {
    await returnLabelOf(item, { kind: 'system' })
  } catch (error) {
    // No address, or the carrier refused it: retrying would not help; the operator books it from the list
    // (and then sees the carrier's reason). A carrier that is down (carrier_unavailable) is retried.
    if (
      error instanceof BusinessError &&
      ['return_label_unavailable', 'carrier_refused'].includes(error.code)
    ) {
      return
    }
    throw error
  }
}
