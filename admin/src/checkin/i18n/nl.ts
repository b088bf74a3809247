import type { CheckinTexts } from './fr'

export const checkinNl: CheckinTexts = {
  title: 'Inboeken',
  scan: {
    label: 'Terugkoopnummer, artikelcode, pakketnummer of trackingnummer van de vervoerder',
    help: 'Scan of typ de code en druk op Enter; Enter in het lege veld bevestigt.',
  },
  found: {
    buyback: 'Terugkoop %{code}',
    item: 'Artikel %{code}',
    package: 'Pakket %{code}',
    tracking: 'Trackingnummer van de vervoerder: %{number}',
  },
  package: {
    title: 'Inhoud van het pakket: %{done}/%{total} artikelen gevonden',
    help: 'Vink elk artikel aan wanneer u het uit het pakket haalt, of scan de code; de registratie wordt bevestigd zodra alle artikelen gevonden zijn.',
  },
  fields: {
    buyback: 'Terugkoopnummer',
    brandModel: 'Merk en model',
    declaredGrade: 'Opgegeven staat',
    circuit: 'Circuit',
    expectedWorkshop: 'Verwachte werkplaats',
    answers: 'Opgegeven antwoorden',
  },
  confirm: 'Registratie bevestigen',
  unknownCode: 'Deze code wordt niet herkend.',
  failed: 'De registratie is mislukt, probeer opnieuw.',
  confirmation: {
    title: 'Registratie bevestigd',
    done: 'Artikel geregistreerd (terugkoop %{number}). |||| %{smart_count} artikelen geregistreerd.',
    printLabel: 'Label afdrukken',
    next: 'Volgend pakket',
  },
}
