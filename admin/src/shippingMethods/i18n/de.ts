import type { ShippingMethodTexts } from './fr'

export const shippingMethodsDe: ShippingMethodTexts = {
  name: 'Versandart |||| Versandarten',
  link: 'Versandarten',
  no_modifier: 'Keiner',
  fields: {
    q: 'Suchen',
    type: 'Typ',
    channel: 'Kanal',
    status: 'Status',
    description: 'Beschreibung',
    deposits: 'Beförderte Abgabearten',
    countries: 'Länder',
    paymentModeIds: 'Zahlungsarten',
    modifier: {
      type: 'Art der Anpassung',
      value: 'Anpassung (Cent oder %)',
      cappedAmount: 'Obergrenze der Anpassung (Cent)',
    },
  },
  help: { type: 'Die Transporteure, die dieses Konto nutzen kann; die Sandbox versendet kein echtes Paket' },
}
