import type { ShippingMethodTexts } from './fr'

export const shippingMethodsNl: ShippingMethodTexts = {
  name: 'Verzendwijze |||| Verzendwijzen',
  link: 'Verzendwijzen',
  no_modifier: 'Geen',
  fields: {
    q: 'Zoeken',
    type: 'Type',
    channel: 'Kanaal',
    status: 'Status',
    description: 'Beschrijving',
    deposits: 'Vervoerde soorten afgifte',
    countries: 'Landen',
    paymentModeIds: 'Betaalwijzen',
    modifier: {
      type: 'Type aanpassing',
      value: 'Aanpassing (cent of %)',
      cappedAmount: 'Maximum aanpassing (cent)',
    },
  },
  help: { type: 'De vervoerders die dit account kan gebruiken; de sandbox verstuurt geen echt pakket' },
}
