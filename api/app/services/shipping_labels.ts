import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import Buyback from '#models/buyback'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import Organization from '#models/organization'
import { SHIPPED_DEPOSITS } from '#models/shipping_method'
import Transport from '#models/transport'
import { carrierFor } from '#services/carriers/carriers'
import { privateFileKey } from '#services/stored_files'

/**
 * The shipping label of a buy-back that travels with a carrier (part 1 §4 "Shipping label check"): booked by
 * a job after the checkout, stored with the documents, and told apart as not expected (404), not ready yet
 * (425), refused by the carrier (410, until the back office books it again) or ready.
 */
export type LabelState = 'not_expected' | 'pending' | 'refused' | 'ready'

/**
 * Labels are kept under a random key recorded on their transport (`label_key`); a transport booked before
 * that has none, and its label is still found under the key of that time, named after the buy-back.
 */
const legacyLabelKey = (buybackId: number) => `labels/${buybackId}.pdf`

export const customerTransport = (buybackId: number) =>
  Transport.query().where('buyback_id', buybackId).where('kind', 'customer_to_workshop').orderBy('id').first()

/** Where the label of a booked buy-back is kept, or null while it is not booked. */
async function labelKeyOf(buybackId: number) {
  const booked = await customerTransport(buybackId)
  return booked ? (booked.labelKey ?? legacyLabelKey(buybackId)) : null
}

/** Whether the buy-back's own transport (and so its label) is booked. */
export async function labelBooked(buybackId: number) {
  return (await customerTransport(buybackId)) !== null
}

export function labelExpected(buyback: Buyback) {
  return (
    buyback.shippingMethodId !== null &&
    (SHIPPED_DEPOSITS as readonly string[]).includes(buyback.circuit?.deposit ?? '')
  )
}

export async function labelState(buyback: Buyback): Promise<LabelState> {
  if (!buyback.circuit) await buyback.load('circuit')
  if (!labelExpected(buyback)) return 'not_expected'
  const key = await labelKeyOf(buyback.id)
  if (key && (await drive.use().exists(key))) return 'ready'
  return !key && buyback.labelRefusal ? 'refused' : 'pending'
}

/** A carrier's refusal (a 4xx: address, weight, service), as opposed to a carrier that does not answer. */
export const isRefusal = (error: unknown): error is BusinessError =>
  error instanceof BusinessError && error.code === 'carrier_refused'

/** "Verzendetiket 1234567890128.pdf": the label's file name in the customer's language. */
export async function labelFileName(buyback: Buyback) {
  if (!buyback.customer) await buyback.load('customer')
  const i18n = i18nManager.locale(buyback.customer?.language ?? 'fr')
  return `${i18n.t('documents.shipping_label.title')} ${buyback.identificationNumber}.pdf`
}

export async function labelBytes(buybackId: number) {
  const key = await labelKeyOf(buybackId)
  if (!key) throw new BusinessError('shipping_label_not_ready', 425)
  return Buffer.from(await drive.use().getBytes(key))
}

export const pick = (place: {
  street: string | null
  zipCode: string | null
  city: string | null
  country: string
}) => ({
  street: place.street,
  zipCode: place.zipCode,
  city: place.city,
  country: place.country,
})

const legacyReturnLabelKey = (itemId: number) => `labels/return-${itemId}.pdf`

/**
 * Whether a carrier can deliver a return label to this customer: a street, a zip code and a city. The
 * booking refuses without them, and the quarantine list offers the label only with them.
 */
export const hasReturnAddress = (
  customer: { street: string | null; zipCode: string | null; city: string | null } | null | undefined
) => Boolean(customer?.street && customer.zipCode && customer.city)

/** The return label booked earlier for this item (kept on its transport), if its file is there. */
export async function storedReturnLabel(itemId: number) {
  const transport = await Transport.query()
    .where('item_id', itemId)
    .where('kind', 'workshop_to_customer')
    .orderBy('id', 'desc')
    .first()
  const key = transport?.labelKey ?? legacyReturnLabelKey(itemId)
  return (await drive.use().exists(key)) ? Buffer.from(await drive.use().getBytes(key)) : null
}

/**
 * Books the return label of an item going back to its customer (from quarantine, or after a declined
 * proposal) with the account's carrier (the sandbox carrier by default), from the
 * workshop to the customer's address, and stores it. Without a complete customer address no carrier can
 * book it: `return_label_unavailable`.
 */
export async function bookReturnLabel(itemId: number) {
  const item = await Item.findOrFail(itemId)
  const buyback = await Buyback.query()
    .where('id', item.buybackId)
    .preload('customer')
    .preload('product')
    .firstOrFail()
  const customer = buyback.customer
  if (!hasReturnAddress(customer)) {
    throw new BusinessError('return_label_unavailable', 422)
  }
  const workshop = await Organization.find(item.warehouseId ?? item.destinationWarehouseId ?? 0)
  const carrier = await carrierFor(buyback.accountId)
  const shipment = await carrier.createShipment(
    {
      reference: item.identificationNumber,
      circuitId: buyback.circuitId,
      sender: workshop
        ? { name: workshop.corporateName ?? workshop.commonName, ...pick(workshop) }
        : { name: '', street: null, zipCode: null, city: null, country: customer.country },
      recipient: { name: `${customer.firstname} ${customer.lastname}`, ...pick(customer) },
      weightGrams: buyback.product?.weight ?? null,
    },
    customer.language ?? 'fr'
  )
  const labelKey = privateFileKey('labels', 'pdf')
  await drive.use().put(labelKey, shipment.label)
  return { shipment, labelKey }
}
