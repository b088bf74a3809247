import type { DesignTexts } from './fr'

export const designNl: DesignTexts = {
  title: 'Vormgeving',
  logo: 'Logo',
  favicon: 'Favicon',
  picker: 'De kleur kiezen',
  none: 'Geen',
  choose: 'Een bestand kiezen',
  replace: 'Vervangen',
  remove: 'Verwijderen',
  sent: 'Afbeelding opgeslagen',
  failed: 'De afbeelding kon niet worden verstuurd.',
  help: {
    logo: 'JPG of PNG, maximaal 250 kB; 250 × 50 pixels aanbevolen.',
    favicon: 'ICO of PNG, maximaal 20 kB; 16 × 16 pixels aanbevolen.',
    colour: 'Vorm #rrggbb; de webshop en de back-office volgen meteen.',
  },
  too_big: {
    logo: 'Het logo mag niet groter zijn dan 250 kB.',
    favicon: 'De favicon mag niet groter zijn dan 20 kB.',
  },
  validation: {
    colour: 'Een kleur in de vorm #rrggbb',
  },
}
