import type { RefurbQuestionTexts } from './fr'

export const refurbQuestionsDe: RefurbQuestionTexts = {
  name: 'Frage der Aufbereitungsdiagnose |||| Fragen der Aufbereitungsdiagnose',
  fields: {
    q: 'Suchen',
    title: 'Frage',
    type: 'Typ',
    description: 'Beschreibung',
    answers: 'Antworten',
    answerName: 'Antwort',
    stepIds: 'Vorgeschlagene Aufbereitungsschritte',
  },
  types: {
    unique: 'Eine Antwort',
    multiple: 'Mehrere Antworten',
  },
  validation: {
    two_answers: 'Mindestens zwei Antworten',
  },
}
