import type { Texts } from '../../providers/i18n/texts'

/** Texts of the search synonyms screen (searchSynonyms), French being the reference. */
export const searchSynonymsFr = {
  title: 'Synonymes de recherche',
  intro:
    'Quand un client cherche un terme, la recherche le remplace par ce qui le suit : « ps5 » cherche « playstation 5 ». Majuscules, accents et espaces ne comptent pas. Un changement s’applique dès l’enregistrement.',
  term: 'Terme cherché',
  replacement: 'Remplacé par',
  add: 'Ajouter un synonyme',
}

export type SearchSynonymsTexts = Texts<typeof searchSynonymsFr>
