import type { CheckinTexts } from './fr'

export const checkinEn: CheckinTexts = {
  title: 'Check in',
  scan: {
    label: 'Buy-back number, item code, package number or carrier tracking number',
    help: 'Scan or type the code, then Enter; Enter on the empty field confirms.',
  },
  found: {
    buyback: 'Buy-back %{code}',
    item: 'Item %{code}',
    package: 'Package %{code}',
    tracking: 'Carrier tracking number: %{number}',
  },
  package: {
    title: 'Package content: %{done}/%{total} items found',
    help: 'Tick each item as you take it out of the package, or scan its code; the check-in is confirmed once all are found.',
  },
  fields: {
    buyback: 'Buy-back number',
    brandModel: 'Brand and model',
    declaredGrade: 'Declared condition',
    circuit: 'Circuit',
    expectedWorkshop: 'Expected workshop',
    answers: 'Declared answers',
  },
  confirm: 'Confirm check-in',
  unknownCode: 'This code is not recognised.',
  failed: 'The check-in failed, try again.',
  confirmation: {
    title: 'Check-in confirmed',
    done: 'Item checked in (buy-back %{number}). |||| %{smart_count} items checked in.',
    printLabel: 'Print the label',
    next: 'Next parcel',
  },
}
