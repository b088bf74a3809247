import type { LocalizedText } from '#services/localized_text'
import type { QuestionSet } from './categories.js'
import { accountLock, battery, body, no, powersOn, screen, t, yes, type DemoQuestion } from './questions.js'

/** A missing accessory lowers the price by `impact` cents, never the grade. */
const accessories = (title: LocalizedText, impact: number): DemoQuestion => ({
  title,
  howToTest: t(
    'Vérifiez que l’accessoire est présent et fonctionne.',
    'Check that the accessory is there and works.',
    'Controleer of het accessoire aanwezig is en werkt.',
    'Prüfen Sie, ob das Zubehör vorhanden ist und funktioniert.'
  ),
  answers: [
    { name: yes, cap: 'A' },
    { name: no, cap: 'A', impact },
  ],
})

const keyboard: DemoQuestion = {
  title: t(
    'Le clavier et le pavé tactile fonctionnent-ils ?',
    'Do the keyboard and trackpad work?',
    'Werken het toetsenbord en de trackpad?',
    'Funktionieren Tastatur und Trackpad?'
  ),
  howToTest: t(
    'Saisissez un texte dans un éditeur et déplacez le pointeur.',
    'Type some text in an editor and move the pointer.',
    'Typ een tekst in een editor en beweeg de aanwijzer.',
    'Tippen Sie einen Text in einen Editor und bewegen Sie den Zeiger.'
  ),
  answers: [
    { name: t('Oui, parfaitement', 'Yes, perfectly', 'Ja, perfect', 'Ja, einwandfrei'), cap: 'A' },
    {
      name: t(
        'Quelques touches défectueuses',
        'A few faulty keys',
        'Enkele defecte toetsen',
        'Einige defekte Tasten'
      ),
      cap: 'D',
      impact: -5000,
    },
  ],
}

const lens: DemoQuestion = {
  title: t(
    'Le capteur et l’objectif sont-ils propres et sans rayure ?',
    'Are the sensor and lens clean and unscratched?',
    'Zijn de sensor en de lens schoon en zonder krassen?',
    'Sind Sensor und Objektiv sauber und kratzerfrei?'
  ),
  howToTest: t(
    'Prenez une photo d’un ciel uni à f/16 et cherchez des taches.',
    'Take a picture of a plain sky at f/16 and look for spots.',
    'Maak een foto van een egale lucht op f/16 en zoek naar vlekken.',
    'Fotografieren Sie einen gleichmäßigen Himmel bei f/16 und suchen Sie nach Flecken.'
  ),
  answers: [
    { name: yes, cap: 'A' },
    {
      name: t(
        'Poussières ou légères traces',
        'Dust or light marks',
        'Stof of lichte sporen',
        'Staub oder leichte Spuren'
      ),
      cap: 'C',
    },
    {
      name: t(
        'Rayures ou champignons',
        'Scratches or fungus',
        'Krassen of schimmel',
        'Kratzer oder Pilzbefall'
      ),
      cap: 'E',
      impact: -10000,
    },
  ],
}

export const QUESTION_SETS: Record<QuestionSet, DemoQuestion[]> = {
  phone: [powersOn, screen, body, battery, accountLock],
  tablet: [powersOn, screen, body, accountLock],
  console: [
    powersOn,
    body,
    accessories(
      t(
        'La manette d’origine est-elle fournie ?',
        'Is the original controller included?',
        'Wordt de originele controller meegeleverd?',
        'Ist der Original-Controller dabei?'
      ),
      -2000
    ),
  ],
  laptop: [powersOn, screen, keyboard, battery],
  watch: [
    powersOn,
    screen,
    accessories(
      t(
        'Le câble de charge est-il fourni ?',
        'Is the charging cable included?',
        'Wordt de oplaadkabel meegeleverd?',
        'Ist das Ladekabel dabei?'
      ),
      -1500
    ),
  ],
  camera: [powersOn, lens, body],
}
