import drive from '@adonisjs/drive/services/main'
import Organization from '#models/organization'
import { carrierFor } from '#services/carriers/carriers'
import type { Shipment, ShipmentRequest } from '#services/carriers/carrier'

type Party = ShipmentRequest['sender']

/** A store, a workshop or a buyer's entity as a carrier addresses it. */
export const partyOf = (place: Organization | null): Party =>
  place
    ? {
        name: place.corporateName ?? place.commonName,
        street: place.street,
        zipCode: place.zipCode,
        city: place.city,
        country: place.country,
      }
    : { name: '', street: null, zipCode: null, city: null, country: 'FR' }

/**
 * Books a parcel with the account's carrier (outside any transaction: it is an outside party; booked again,
 * a real carrier finds the parcel it made under the same reference) and stores its label
 * under `labelKey`; the caller records the transport in its own transaction with `recordTransport`.
 */
export async function bookShipment(
  accountId: number | null,
  request: ShipmentRequest,
  language: string,
  labelKey: string
): Promise<Shipment> {
  const shipment = await (await carrierFor(accountId)).createShipment(request, language)
  await drive.use().put(labelKey, shipment.label)
  return shipment
}
