import type { QuarantineTexts } from './fr'

export const quarantineDe: QuarantineTexts = {
  name: 'Quarantäne',
  empty: 'Kein Artikel ist in Quarantäne.',
  fields: {
    buyback: 'Ankaufsnr. oder ID',
    status: 'Status',
    identificationNumber: 'Artikelnr.',
    name: 'Produkt',
    stock: 'Bestand',
    workshop: 'Werkstatt',
    quarantinedAt: 'In Quarantäne seit',
    reason: 'Grund',
    readyFrom: 'Verfügbar ab',

    buybackNumber: 'Ankauf %{number}',
    readyFromShort: 'ab %{date}',
  },
  release: {
    action: 'Freigeben',
    title: 'Artikel %{number} aus der Quarantäne freigeben',
    stock: 'Zielbestand',
    readyFrom: 'Verfügbar ab',
    comment: 'Kommentar',
    confirmation: 'Ich bestätige, dass der Artikel physisch in diesen Bestand gebracht wurde.',
    confirm: 'Freigeben',
    done: 'Der Artikel ist aus der Quarantäne freigegeben.',
  },
  mail: { action: 'Quarantäne-Mail erneut senden', done: 'Die Quarantäne-Mail wird gesendet.' },
  label: { action: 'Rücksendeetikett' },
}
