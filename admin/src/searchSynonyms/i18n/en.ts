import type { SearchSynonymsTexts } from './fr'

export const searchSynonymsEn: SearchSynonymsTexts = {
  title: 'Search synonyms',
  intro:
    'When a customer searches for a term, the search replaces it with what follows it: “ps5” searches for “playstation 5”. Case, accents and spaces do not matter. A change applies as soon as it is saved.',
  term: 'Searched term',
  replacement: 'Replaced by',
  add: 'Add a synonym',
}
