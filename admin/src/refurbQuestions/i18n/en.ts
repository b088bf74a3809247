import type { RefurbQuestionTexts } from './fr'

export const refurbQuestionsEn: RefurbQuestionTexts = {
  name: 'Refurb diagnosis question |||| Refurb diagnosis questions',
  fields: {
    q: 'Search',
    title: 'Question',
    type: 'Type',
    description: 'Description',
    answers: 'Answers',
    answerName: 'Answer',
    stepIds: 'Proposed refurb steps',
  },
  types: {
    unique: 'One answer',
    multiple: 'Several answers',
  },
  validation: {
    two_answers: 'At least two answers',
  },
}
