import type { DesignTexts } from './fr'

export const designDe: DesignTexts = {
  title: 'Erscheinungsbild',
  logo: 'Logo',
  favicon: 'Favicon',
  picker: 'Farbe wählen',
  none: 'Keines',
  choose: 'Datei auswählen',
  replace: 'Ersetzen',
  remove: 'Entfernen',
  sent: 'Bild gespeichert',
  failed: 'Das Bild konnte nicht gesendet werden.',
  help: {
    logo: 'JPG oder PNG, höchstens 250 kB; 250 × 50 Pixel empfohlen.',
    favicon: 'ICO oder PNG, höchstens 20 kB; 16 × 16 Pixel empfohlen.',
    colour: 'Format #rrggbb; Shop und Backoffice übernehmen sie sofort.',
  },
  too_big: {
    logo: 'Das Logo darf 250 kB nicht überschreiten.',
    favicon: 'Das Favicon darf 20 kB nicht überschreiten.',
  },
  validation: {
    colour: 'Eine Farbe im Format #rrggbb',
  },
}
