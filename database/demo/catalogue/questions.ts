import type { LocalizedText } from '#services/localized_text'
import type { GradeCap } from '#domain/pricing'
import type { QuarantineReason } from '#domain/verification'
import type { QuestionSet } from './categories.js'

/** Diagnostic (homologation) questions of the demo catalogue, in the product's four languages. */
const t = (fr: string, en: string, nl: string, de: string): LocalizedText => ({ fr, en, nl, de })

export interface DemoAnswer {
  name: LocalizedText
  cap: GradeCap
  impact?: number
  /** A finding, not a condition: the verification quarantines the item for this reason. */
  quarantine?: QuarantineReason
}
export interface DemoQuestion {
  title: LocalizedText
  howToTest: LocalizedText
  answers: DemoAnswer[]
}

const yes = t('Oui', 'Yes', 'Ja', 'Ja')
const no = t('Non', 'No', 'Nee', 'Nein')

const powersOn: DemoQuestion = {
  title: t(
    'L’appareil s’allume-t-il et fonctionne-t-il normalement ?',
    'Does the device switch on and work normally?',
    'Gaat het toestel aan en werkt het normaal?',
    'Lässt sich das Gerät einschalten und funktioniert es normal?'
  ),
  howToTest: t(
    'Allumez l’appareil et vérifiez qu’il démarre jusqu’à l’écran d’accueil.',
    'Switch the device on and check that it starts up to the home screen.',
    'Zet het toestel aan en controleer of het opstart tot het startscherm.',
    'Schalten Sie das Gerät ein und prüfen Sie, ob es bis zum Startbildschirm hochfährt.'
  ),
  answers: [
    { name: yes, cap: 'A' },
    {
      name: t(
        'Il s’allume mais présente des dysfonctionnements',
        'It switches on but has faults',
        'Het gaat aan maar vertoont storingen',
        'Es lässt sich einschalten, hat aber Fehler'
      ),
      cap: 'functional',
    },
    {
      name: t(
        'Non, il ne s’allume pas',
        'No, it does not switch on',
        'Nee, het gaat niet aan',
        'Nein, es lässt sich nicht einschalten'
      ),
      cap: 'refused',
    },
  ],
}

const screen: DemoQuestion = {
  title: t(
    'Quel est l’état de l’écran ?',
    'What condition is the screen in?',
    'In welke staat is het scherm?',
    'In welchem Zustand ist der Bildschirm?'
  ),
  howToTest: t(
    'Observez l’écran éteint sous une lumière vive, puis allumé sur un fond blanc.',
    'Look at the screen switched off under bright light, then on a white background.',
    'Bekijk het scherm uitgeschakeld onder fel licht en daarna aan op een witte achtergrond.',
    'Betrachten Sie den ausgeschalteten Bildschirm bei hellem Licht und dann eingeschaltet auf weißem Hintergrund.'
  ),
  answers: [
    {
      name: t(
        'Parfait, aucune rayure',
        'Perfect, no scratches',
        'Perfect, geen krassen',
        'Einwandfrei, keine Kratzer'
      ),
      cap: 'A',
    },
    {
      name: t(
        'Micro-rayures invisibles allumé',
        'Micro-scratches invisible when on',
        'Microkrasjes, onzichtbaar als het aan is',
        'Mikrokratzer, eingeschaltet unsichtbar'
      ),
      cap: 'B',
    },
    { name: t('Rayures visibles', 'Visible scratches', 'Zichtbare krassen', 'Sichtbare Kratzer'), cap: 'C' },
    {
      name: t('Fissuré ou cassé', 'Cracked or broken', 'Gebarsten of gebroken', 'Gesprungen oder gebrochen'),
      cap: 'E',
      impact: -3000,
    },
  ],
}

const body: DemoQuestion = {
  title: t(
    'Quel est l’état de la coque ?',
    'What condition is the casing in?',
    'In welke staat is de behuizing?',
    'In welchem Zustand ist das Gehäuse?'
  ),
  howToTest: t(
    'Retirez la protection et inspectez les bords et le dos de l’appareil.',
    'Remove any case and inspect the edges and the back of the device.',
    'Verwijder de hoes en bekijk de randen en de achterkant van het toestel.',
    'Entfernen Sie die Hülle und prüfen Sie Kanten und Rückseite des Geräts.'
  ),
  answers: [
    { name: t('Comme neuve', 'Like new', 'Als nieuw', 'Wie neu'), cap: 'A' },
    {
      name: t(
        'Légères traces d’usure',
        'Light signs of wear',
        'Lichte gebruikssporen',
        'Leichte Gebrauchsspuren'
      ),
      cap: 'B',
    },
    {
      name: t(
        'Rayures et chocs visibles',
        'Visible scratches and dents',
        'Zichtbare krassen en deuken',
        'Sichtbare Kratzer und Dellen'
      ),
      cap: 'D',
    },
  ],
}

const battery: DemoQuestion = {
  title: t(
    'Quelle est la capacité de la batterie ?',
    'What is the battery capacity?',
    'Wat is de batterijcapaciteit?',
    'Wie hoch ist die Akkukapazität?'
  ),
  howToTest: t(
    'Consultez Réglages › Batterie › État de la batterie.',
    'Open Settings › Battery › Battery health.',
    'Open Instellingen › Batterij › Batterijconditie.',
    'Öffnen Sie Einstellungen › Batterie › Batteriezustand.'
  ),
  answers: [
    { name: t('85 % ou plus', '85% or more', '85% of meer', '85 % oder mehr'), cap: 'A' },
    {
      name: t('Entre 80 et 84 %', 'Between 80 and 84%', 'Tussen 80 en 84%', 'Zwischen 80 und 84 %'),
      cap: 'B',
    },
    {
      name: t('Moins de 80 %', 'Less than 80%', 'Minder dan 80%', 'Weniger als 80 %'),
      cap: 'C',
      impact: -1000,
    },
  ],
}

const accountLock: DemoQuestion = {
  title: t(
    'Le compte (iCloud, Google, Samsung) a-t-il été supprimé de l’appareil ?',
    'Has the account (iCloud, Google, Samsung) been removed from the device?',
    'Is het account (iCloud, Google, Samsung) van het toestel verwijderd?',
    'Wurde das Konto (iCloud, Google, Samsung) vom Gerät entfernt?'
  ),
  howToTest: t(
    'Déconnectez-vous du compte puis réinitialisez l’appareil.',
    'Sign out of the account, then reset the device.',
    'Meld u af van het account en zet het toestel terug naar de fabrieksinstellingen.',
    'Melden Sie sich vom Konto ab und setzen Sie das Gerät zurück.'
  ),
  answers: [
    { name: yes, cap: 'A' },
    { name: no, cap: 'refused', quarantine: 'activation_lock' },
  ],
}

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
