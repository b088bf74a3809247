import type { QuarantineTexts } from './fr'

export const quarantineNl: QuarantineTexts = {
  name: 'Quarantaine',
  empty: 'Er staat geen artikel in quarantaine.',
  fields: {
    buyback: 'Terugkoopnr. of id',
    status: 'Status',
    identificationNumber: 'Artikelnr.',
    name: 'Product',
    stock: 'Voorraad',
    workshop: 'Werkplaats',
    quarantinedAt: 'In quarantaine sinds',
    reason: 'Reden',
    readyFrom: 'Beschikbaar vanaf',

    buybackNumber: 'Inkoop %{number}',
    readyFromShort: 'vanaf %{date}',
  },
  release: {
    action: 'Vrijgeven',
    title: 'Artikel %{number} uit quarantaine vrijgeven',
    stock: 'Voorraad van bestemming',
    readyFrom: 'Beschikbaar vanaf',
    comment: 'Opmerking',
    confirmation: 'Ik bevestig dat het artikel fysiek naar deze voorraad is verplaatst.',
    confirm: 'Vrijgeven',
    done: 'Het artikel is uit quarantaine vrijgegeven.',
  },
  mail: { action: 'Quarantainemail opnieuw versturen', done: 'De quarantainemail wordt verstuurd.' },
  label: { action: 'Retouretiket' },
}
