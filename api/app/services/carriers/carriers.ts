import ConnectorConfiguration from '#models/connector_configuration'
import type { Carrier } from '#services/carriers/carrier'
import { SandboxCarrier } from '#services/carriers/sandbox_carrier'
import { SendcloudCarrier } from '#services/carriers/sendcloud_carrier'
import { sendcloudSettings } from '#services/carriers/sendcloud_api'

/**
 * Which carrier books and tracks an account's parcels (DESIGN.md §7): its active Sendcloud configuration when
 * it has one, else the sandbox carrier of the embedded default. Read at each booking, so a configuration
 * switched on or off applies to the next parcel.
 */
export const SENDCLOUD_KIND = 'sendcloud'

export async function sendcloudConfiguration(accountId: number | null, onlyActive = true) {
  if (!accountId) return null
  const query = ConnectorConfiguration.query()
    .where('account_id', accountId)
    .where('connector', SENDCLOUD_KIND)
    .preload('properties')
    .orderBy('id')
  if (onlyActive) query.where('active', true)
  return query.first()
}

export async function carrierFor(accountId: number | null): Promise<Carrier> {
  const configuration = await sendcloudConfiguration(accountId)
  return configuration ? new SendcloudCarrier(sendcloudSettings(configuration)) : new SandboxCarrier()
}

/**
 * The carrier that booked a transport: its parcels stay with Sendcloud even once the configuration is
 * switched off (the first Sendcloud configuration of the account then answers), and a sandbox parcel
 * stays with the sandbox.
 */
export async function carrierOfTransport(transport: {
  company: string
  accountId: number | null
}): Promise<Carrier> {
  if (transport.company !== SENDCLOUD_KIND) return new SandboxCarrier()
  const configuration =
    (await sendcloudConfiguration(transport.accountId)) ??
    (await sendcloudConfiguration(transport.accountId, false))
  if (!configuration) throw new Error('No Sendcloud configuration for this transport')
  return new SendcloudCarrier(sendcloudSettings(configuration))
}
