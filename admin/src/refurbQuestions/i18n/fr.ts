import type { Texts } from '../../providers/i18n/texts'

/** Texts of the refurb diagnosis questions (resources.refurb-diagnosis-questions), French being the reference. */
export const refurbQuestionsFr = {
  name: 'Question de diagnostic de reconditionnement |||| Questions de diagnostic de reconditionnement',
  fields: {
    q: 'Rechercher',
    title: 'Question',
    type: 'Type',
    description: 'Description',
    answers: 'Réponses',
    answerName: 'Réponse',
    stepIds: 'Étapes de reconditionnement proposées',
  },
  types: {
    unique: 'Une réponse',
    multiple: 'Plusieurs réponses',
  },
  validation: {
    two_answers: 'Au moins deux réponses',
  },
}

export type RefurbQuestionTexts = Texts<typeof refurbQuestionsFr>
