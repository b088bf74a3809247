import type { SearchSynonymsTexts } from './fr'

export const searchSynonymsNl: SearchSynonymsTexts = {
  title: 'Zoeksynoniemen',
  intro:
    'Wanneer een klant naar een term zoekt, vervangt de zoekfunctie die door wat erachter staat: “ps5” zoekt naar “playstation 5”. Hoofdletters, accenten en spaties tellen niet. Een wijziging geldt zodra ze is opgeslagen.',
  term: 'Gezochte term',
  replacement: 'Vervangen door',
  add: 'Synoniem toevoegen',
}
