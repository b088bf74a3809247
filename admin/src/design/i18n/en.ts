import type { DesignTexts } from './fr'

export const designEn: DesignTexts = {
  title: 'Design',
  logo: 'Logo',
  favicon: 'Favicon',
  picker: 'Pick the colour',
  none: 'None',
  choose: 'Choose a file',
  replace: 'Replace',
  remove: 'Remove',
  sent: 'Image saved',
  failed: 'The image could not be sent.',
  help: {
    logo: 'JPG or PNG, 250 kB at most; 250 × 50 pixels recommended.',
    favicon: 'ICO or PNG, 20 kB at most; 16 × 16 pixels recommended.',
    colour: 'Format #rrggbb; the storefront and the back office follow it at once.',
  },
  too_big: {
    logo: 'The logo must not exceed 250 kB.',
    favicon: 'The favicon must not exceed 20 kB.',
  },
  validation: {
    colour: 'A colour in the #rrggbb format',
  },
}
