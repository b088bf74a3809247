import { Canvas, hex, linear, segment } from './canvas.js'
import { crack, drawPhone, drawTablet, drawWatch, scratches } from './handhelds.js'
import { drawCamera, drawConsole, drawLaptop } from './machines.js'
import type { Look } from './looks.js'

/** Size of the catalogue pictures, in pixels: sharp at twice the largest size the storefront shows them. */
export const PICTURE_SIZE = 320

const DRAW = {
  phone: drawPhone,
  tablet: drawTablet,
  console: drawConsole,
  laptop: drawLaptop,
  watch: drawWatch,
  camera: drawCamera,
} as const

/** A catalogue picture: the device on a light studio background, as a PNG. */
export function drawPicture(look: Look) {
  const canvas = new Canvas(
    PICTURE_SIZE,
    PICTURE_SIZE,
    linear(0, 0, hex('#f8f9fb'), 0, PICTURE_SIZE, hex('#e4e8ee'))
  )
  DRAW[look.family](canvas, look)
  return canvas.png()
}

/** Where the device shows its screen (or its face) in its picture: where a verification photo finds a crack. */
const DAMAGE_AT: Record<Look['family'], [number, number]> = {
  phone: [204, 150],
  tablet: [190, 140],
  console: [160, 150],
  laptop: [190, 125],
  watch: [170, 150],
  camera: [170, 165],
}

/**
 * A verification photo: the device on the workshop's bench mat, with the damage the operator found (a crack
 * across its screen or face, or scratches), as a PNG.
 */
export function drawDamagePhoto(look: Look, damage: 'crack' | 'scratches') {
  const canvas = new Canvas(
    PICTURE_SIZE,
    PICTURE_SIZE,
    linear(0, 0, hex('#3c5a50'), PICTURE_SIZE, PICTURE_SIZE, hex('#2a423a'))
  )
  for (let line = 20; line < PICTURE_SIZE; line += 40) {
    canvas.fill(segment(line, 0, line, PICTURE_SIZE, 1), hex('#6f8f84'), { opacity: 0.35 })
    canvas.fill(segment(0, line, PICTURE_SIZE, line, 1), hex('#6f8f84'), { opacity: 0.35 })
  }
  DRAW[look.family](canvas, look)
  const [x, y] = DAMAGE_AT[look.family]
  if (damage === 'crack') crack(canvas, x, y, 34)
  else scratches(canvas, x, y, 40)
  return canvas.png()
}
