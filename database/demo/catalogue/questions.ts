import type { LocalizedText } from '#services/localized_text'
import type { GradeCap } from '#domain/pricing'
import type { QuarantineReason } from '#domain/verification'

/**
 * Diagnostic (homologation) questions of the demo catalogue, in the product's four languages: those most
 * families ask (question_sets.ts adds each family's own and says which family asks which).
 */
export const t = (fr: string, en: string, nl: string, de: string): LocalizedText => ({ fr, en, nl, de })

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

export const yes = t('Oui', 'Yes', 'Ja', 'Ja')
export const no = t('Non', 'No', 'Nee', 'Nein')

export const powersOn: DemoQuestion = {
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

export const screen: DemoQuestion = {
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

export const body: DemoQuestion = {
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

export const battery: DemoQuestion = {
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

export const accountLock: DemoQuestion = {
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
