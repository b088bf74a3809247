import type { SearchSynonymsTexts } from './fr'

export const searchSynonymsDe: SearchSynonymsTexts = {
  title: 'Suchsynonyme',
  intro:
    'Sucht ein Kunde nach einem Begriff, ersetzt die Suche ihn durch das Folgende: „ps5“ sucht nach „playstation 5“. Groß- und Kleinschreibung, Akzente und Leerzeichen spielen keine Rolle. Eine Änderung gilt, sobald sie gespeichert ist.',
  term: 'Gesuchter Begriff',
  replacement: 'Ersetzt durch',
  add: 'Synonym hinzufügen',
}
