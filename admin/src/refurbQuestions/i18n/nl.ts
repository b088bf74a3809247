import type { RefurbQuestionTexts } from './fr'

export const refurbQuestionsNl: RefurbQuestionTexts = {
  name: 'Vraag reconditioneringsdiagnose |||| Vragen reconditioneringsdiagnose',
  fields: {
    q: 'Zoeken',
    title: 'Vraag',
    type: 'Type',
    description: 'Beschrijving',
    answers: 'Antwoorden',
    answerName: 'Antwoord',
    stepIds: 'Voorgestelde reconditioneringsstappen',
  },
  types: {
    unique: 'Eén antwoord',
    multiple: 'Meerdere antwoorden',
  },
  validation: {
    two_answers: 'Minstens twee antwoorden',
  },
}
