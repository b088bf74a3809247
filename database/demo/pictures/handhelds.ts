import { Canvas, circle, hex, linear, radial, roundRect, segment, shade, type Rgb } from './canvas.js'
import type { Look } from './looks.js'

/** A lit screen: the look's wallpaper, two soft glows over a dark gradient, and the glass's reflection. */
export function wallpaper(
  canvas: Canvas,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  look: Look
) {
  const [first, second] = look.wallpaper
  const base = linear(x, y - height / 2, shade(first, -0.55), x, y + height / 2, shade(second, -0.7)) as (
    px: number,
    py: number
  ) => Rgb
  const size = Math.max(width, height)
  const glows: [number, number, number, Rgb][] = [
    [x - width * 0.25, y - height * 0.15, size * 0.5, first],
    [x + width * 0.3, y + height * 0.25, size * 0.4, second],
  ]
  canvas.fill(roundRect(x, y, width, height, radius), (px, py) => {
    let colour = base(px, py)
    for (const [gx, gy, reach, glow] of glows) {
      const weight = 0.6 * Math.exp(-((px - gx) ** 2 + (py - gy) ** 2) / (reach * reach))
      colour = [0, 1, 2].map((channel) => colour[channel] + (glow[channel] - colour[channel]) * weight) as Rgb
    }
    const lit = px - x + (py - y) * 0.6 < -width * 0.1 ? 0.06 : 0
    return [0, 1, 2].map((channel) => colour[channel] + (255 - colour[channel]) * lit) as Rgb
  })
}

function lens(canvas: Canvas, x: number, y: number, radius: number, body: Rgb) {
  canvas.fill(circle(x, y, radius + 2), shade(body, -0.25))
  canvas.fill(circle(x, y, radius), hex('#1c1d22'))
  canvas.fill(
    circle(x, y, radius * 0.62),
    radial(x - radius * 0.2, y - radius * 0.2, radius * 0.7, hex('#3b4a6b'), hex('#07080c'))
  )
  canvas.fill(circle(x - radius * 0.25, y - radius * 0.25, radius * 0.16), [230, 236, 255], { opacity: 0.7 })
}

/** The back of a phone with its camera block, the way each brand lays it out. */
function phoneBack(canvas: Canvas, x: number, y: number, width: number, height: number, look: Look) {
  const body = look.body
  const shape = roundRect(x, y, width, height, width * 0.17)
  canvas.shadow(shape, { dx: -4, dy: 10 })
  canvas.fill(
    shape,
    linear(
      x - width / 2,
      y - height / 2,
      shade(body, 0.18),
      x + width / 2,
      y + height / 2,
      shade(body, -0.12)
    )
  )
  canvas.fill(
    roundRect(x, y, width - 4, height - 4, width * 0.16),
    linear(x - width, y, [255, 255, 255], x + width, y, [0, 0, 0]),
    { opacity: 0.05 }
  )
  const top = y - height / 2
  const left = x - width / 2
  const lenses = look.lenses
  if (look.brand === 'Google') {
    canvas.fill(roundRect(x, top + height * 0.2, width, height * 0.12, height * 0.06), shade(body, -0.35))
    for (let index = 0; index < lenses; index++)
      lens(canvas, left + width * (0.22 + index * 0.18), top + height * 0.2, width * 0.07, shade(body, -0.35))
  } else if (look.brand === 'Samsung') {
    for (let index = 0; index < lenses; index++)
      lens(canvas, left + width * 0.22, top + height * (0.1 + index * 0.1), width * 0.085, body)
  } else {
    const block = width * (lenses > 2 ? 0.46 : 0.4)
    canvas.fill(
      roundRect(left + width * 0.08 + block / 2, top + width * 0.08 + block / 2, block, block, block * 0.28),
      shade(body, look.dark ? 0.1 : -0.08)
    )
    const spots: [number, number][] =
      lenses > 2
        ? [
            [0.28, 0.28],
            [0.28, 0.72],
            [0.72, 0.5],
          ]
        : [
            [0.3, 0.3],
            [0.7, 0.7],
          ]
    for (const [fx, fy] of spots)
      lens(canvas, left + width * 0.08 + block * fx, top + width * 0.08 + block * fy, block * 0.17, body)
  }
  // The brand's mark, a discreet disc in the middle of the back.
  canvas.fill(circle(x, y + height * 0.02, width * 0.09), shade(body, look.dark ? 0.12 : -0.1), {
    opacity: 0.8,
  })
}

/** The front of a phone: frame in the body colour, black glass, lit screen, camera notch. */
function phoneFront(canvas: Canvas, x: number, y: number, width: number, height: number, look: Look) {
  const frame = roundRect(x, y, width, height, width * 0.17)
  canvas.shadow(frame, { dx: 2, dy: 12, blur: 16, opacity: 0.32 })
  canvas.fill(
    frame,
    linear(x - width / 2, y, shade(look.body, 0.25), x + width / 2, y, shade(look.body, -0.2))
  )
  canvas.fill(roundRect(x, y, width - 5, height - 5, width * 0.155), hex('#0b0c10'))
  wallpaper(canvas, x, y, width - 13, height - 13, width * 0.12, look)
  canvas.fill(roundRect(x, y - height / 2 + 16, width * 0.3, 9, 4.5), hex('#050507'))
  // A dock of four icons at the bottom of the home screen.
  for (let index = 0; index < 4; index++) {
    const icon = x - width * 0.3 + index * width * 0.2
    canvas.fill(roundRect(icon, y + height / 2 - 28, width * 0.14, width * 0.14, 4), [255, 255, 255], {
      opacity: 0.75 - index * 0.1,
    })
  }
}

export function drawPhone(canvas: Canvas, look: Look) {
  const wide = look.model.includes('Fold')
  const short = look.model.includes('Flip')
  const width = wide ? 150 : look.model.match(/mini|SE/) ? 104 : 116
  const height = short ? 170 : 236
  phoneBack(canvas, 118, 150, width, height, look)
  phoneFront(canvas, 196, 172, width, height, look)
}

export function drawTablet(canvas: Canvas, look: Look) {
  const width = look.model.includes('mini') ? 190 : 250
  const height = look.model.includes('mini') ? 130 : 170
  const frame = roundRect(160, 160, width, height, 14)
  canvas.shadow(frame, { dy: 14, blur: 20 })
  canvas.fill(frame, linear(20, 60, shade(look.body, 0.25), 300, 260, shade(look.body, -0.2)))
  canvas.fill(roundRect(160, 160, width - 5, height - 5, 12), hex('#0b0c10'))
  wallpaper(canvas, 160, 160, width - 22, height - 22, 6, look)
  canvas.fill(circle(160, 160 - height / 2 + 6, 2), hex('#2a2d36'))
  for (let row = 0; row < 2; row++) {
    for (let column = 0; column < 6; column++) {
      canvas.fill(
        roundRect(
          160 - width * 0.33 + column * width * 0.13,
          160 - height * 0.22 + row * height * 0.22,
          16,
          16,
          4
        ),
        [255, 255, 255],
        { opacity: 0.55 }
      )
    }
  }
}

/** A smartwatch on its strap: the case in the body colour, the face with its activity rings. */
export function drawWatch(canvas: Canvas, look: Look) {
  const round = look.brand === 'Samsung'
  canvas.fill(
    roundRect(160, 160, 74, 340, 16),
    linear(123, 0, shade(look.strap, 0.1), 197, 0, shade(look.strap, -0.25))
  )
  for (let hole = 0; hole < 4; hole++) canvas.fill(circle(160, 250 + hole * 16, 3), shade(look.strap, -0.4))
  const shape = round ? roundRect(160, 160, 136, 136, 68) : roundRect(160, 160, 120, 142, 36)
  canvas.shadow(shape, { dy: 8, blur: 14 })
  canvas.fill(shape, linear(90, 90, shade(look.body, 0.35), 230, 230, shade(look.body, -0.25)))
  canvas.fill(roundRect(round ? 231 : 223, 140, 10, 26, 4), shade(look.body, -0.15))
  const face = round ? roundRect(160, 160, 112, 112, 56) : roundRect(160, 160, 104, 126, 28)
  canvas.fill(face, hex('#050507'))
  const rings: [number, string][] = [
    [34, '#fa114f'],
    [25, '#a6ff00'],
    [16, '#00d8ff'],
  ]
  for (const [radius, colour] of rings) {
    canvas.fill(
      {
        box: [120, 120, 200, 200],
        distance: (x, y) => Math.abs(Math.hypot(x - 160, y - 160) - radius) - 3.2,
      },
      shade(hex(colour), -0.55)
    )
    // Each ring closed to its share of the day's goal.
    canvas.fill(
      {
        box: [120, 120, 200, 200],
        distance: (x, y) => {
          const angle = Math.atan2(x - 160, -(y - 160))
          const share = angle < 0 ? angle + 2 * Math.PI : angle
          return share > radius / 6 ? 10 : Math.abs(Math.hypot(x - 160, y - 160) - radius) - 3.2
        },
      },
      hex(colour)
    )
  }
}

/** A crack across a screen, for the photos of a verification that found one. */
export function crack(canvas: Canvas, x: number, y: number, reach: number) {
  const branches: [number, number][] = [
    [-0.9, -0.7],
    [0.8, -0.5],
    [0.6, 0.9],
    [-0.5, 0.8],
    [0.1, -1],
  ]
  for (const [dx, dy] of branches) {
    const mx = x + dx * reach * 0.45 + dy * 6
    const my = y + dy * reach * 0.45 - dx * 6
    canvas.fill(segment(x, y, mx, my, 1.6), [235, 240, 248], { opacity: 0.85 })
    canvas.fill(segment(mx, my, x + dx * reach, y + dy * reach, 1.2), [235, 240, 248], { opacity: 0.7 })
  }
  canvas.fill(circle(x, y, 4), [240, 244, 250], { opacity: 0.8 })
}

/** Scratches across a surface, for the photos of a verification that found some. */
export function scratches(canvas: Canvas, x: number, y: number, reach: number) {
  const lines: [number, number, number, number][] = [
    [-0.8, -0.5, 0.3, -0.9],
    [-0.6, 0.1, 0.7, -0.4],
    [-0.2, 0.6, 0.9, 0.1],
    [-0.9, 0.4, -0.3, 0.2],
  ]
  for (const [x0, y0, x1, y1] of lines) {
    canvas.fill(
      segment(x + x0 * reach, y + y0 * reach, x + x1 * reach, y + y1 * reach, 0.9),
      [230, 234, 242],
      {
        opacity: 0.65,
      }
    )
  }
}
