import type { ShippingMethodTexts } from './fr'

export const shippingMethodsEn: ShippingMethodTexts = {
  name: 'Shipping method |||| Shipping methods',
  link: 'Shipping methods',
  no_modifier: 'None',
  fields: {
    q: 'Search',
    type: 'Type',
    channel: 'Channel',
    status: 'Status',
    description: 'Description',
    deposits: 'Deposit types carried',
    countries: 'Countries',
    paymentModeIds: 'Payment modes',
    modifier: {
      type: 'Modifier type',
      value: 'Modifier (cents or %)',
      cappedAmount: 'Modifier cap (cents)',
    },
  },
  help: { type: 'The carriers this account may use; the sandbox sends no real parcel' },
}
