// WCAG 2.x relative luminance and contrast ratio, used to keep the client's colour readable.
type Rgb = [number, number, number]

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}

/** Black or white, whichever reads better on the given background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111'
}

/** The colour, darkened step by step until text in it reaches `minRatio` on `background`. */
export function darkenUntilReadable(color: string, background: string, minRatio = 4.6): string {
  let rgb = parseHex(color)
  for (let step = 0; step < 40 && contrastRatio(toHex(rgb), background) < minRatio; step++) {
    rgb = rgb.map((channel) => channel * 0.92) as Rgb
  }
  return toHex(rgb)
}
