import type { QuarantineTexts } from './fr'

export const quarantineEn: QuarantineTexts = {
  name: 'Quarantine',
  empty: 'No item is in quarantine.',
  fields: {
    buyback: 'Buy-back no. or id',
    status: 'Status',
    identificationNumber: 'Item no.',
    name: 'Product',
    stock: 'Stock',
    workshop: 'Workshop',
    quarantinedAt: 'In quarantine since',
    reason: 'Reason',
    readyFrom: 'Ready from',

    buybackNumber: 'Buy-back %{number}',
    readyFromShort: 'from %{date}',
  },
  release: {
    action: 'Release',
    title: 'Release item %{number} from quarantine',
    stock: 'Stock it moves to',
    readyFrom: 'Ready from',
    comment: 'Comment',
    confirmation: 'I confirm that the item has been physically moved to this stock.',
    confirm: 'Release',
    done: 'The item is released from quarantine.',
  },
  mail: { action: 'Resend the quarantine mail', done: 'The quarantine mail is on its way.' },
  label: { action: 'Return label' },
}
