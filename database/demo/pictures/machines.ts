import { Canvas, circle, hex, linear, polygon, radial, roundRect, shade, type Rgb } from './canvas.js'
import { wallpaper } from './handhelds.js'
import type { Look } from './looks.js'

/** An open laptop seen from the front: the lid with its lit screen, the base and its keyboard. */
export function drawLaptop(canvas: Canvas, look: Look) {
  const base = polygon([
    [58, 222],
    [262, 222],
    [296, 252],
    [24, 252],
  ])
  canvas.shadow(base, { dy: 8, blur: 16, opacity: 0.3 })
  const lid = roundRect(160, 140, 214, 150, 10)
  canvas.shadow(lid, { dy: 4, blur: 12, opacity: 0.18 })
  canvas.fill(lid, linear(53, 65, shade(look.body, 0.2), 267, 215, shade(look.body, -0.15)))
  canvas.fill(roundRect(160, 140, 206, 142, 8), hex('#0b0c10'))
  wallpaper(canvas, 160, 142, 192, 122, 2, look)
  canvas.fill(circle(160, 74, 1.8), hex('#30333c'))
  canvas.fill(base, linear(0, 222, shade(look.body, 0.25), 0, 252, shade(look.body, -0.2)))
  // Rows of keys, foreshortened, and the trackpad.
  for (let row = 0; row < 3; row++) {
    const y = 228 + row * 6
    const inset = 66 - row * 6
    canvas.fill(
      polygon([
        [inset, y],
        [320 - inset, y],
        [320 - inset + 3, y + 4],
        [inset - 3, y + 4],
      ]),
      shade(look.keys, 0),
      { opacity: 0.85 }
    )
  }
  canvas.fill(
    polygon([
      [132, 247],
      [188, 247],
      [190, 251],
      [130, 251],
    ]),
    shade(look.body, -0.1)
  )
  canvas.fill(roundRect(160, 254, 286, 4, 2), shade(look.body, -0.35))
}

/** A game controller lying in front of its console. */
function controller(canvas: Canvas, x: number, y: number, body: Rgb, accent: Rgb) {
  const grips = [roundRect(x - 30, y + 10, 34, 46, 17), roundRect(x + 30, y + 10, 34, 46, 17)]
  const centre = roundRect(x, y, 96, 42, 18)
  canvas.shadow(centre, { dy: 6, blur: 10, opacity: 0.25 })
  for (const grip of grips) canvas.fill(grip, shade(body, -0.08))
  canvas.fill(centre, linear(x, y - 21, shade(body, 0.15), x, y + 21, shade(body, -0.1)))
  canvas.fill(circle(x - 16, y + 10, 8), shade(body, -0.5))
  canvas.fill(circle(x + 16, y + 10, 8), shade(body, -0.5))
  canvas.fill(roundRect(x - 30, y - 6, 14, 4, 1), accent)
  canvas.fill(roundRect(x - 30, y - 6, 4, 14, 1), accent)
  for (const [dx, dy] of [
    [30, -12],
    [24, -6],
    [36, -6],
    [30, 0],
  ])
    canvas.fill(circle(x + dx, y + dy, 2.6), accent)
}

function drawHandheld(canvas: Canvas, look: Look) {
  const lite = look.model.includes('Lite')
  const width = look.model.includes('OLED') ? 150 : 140
  const shape = roundRect(160, 160, lite ? 250 : width + 104, 104, lite ? 40 : 14)
  canvas.shadow(shape, { dy: 12, blur: 18 })
  if (lite) {
    canvas.fill(shape, linear(0, 108, shade(look.body, 0.2), 0, 212, shade(look.body, -0.15)))
  } else {
    const [left, right] = look.joyCons
    canvas.fill(
      roundRect(160 - width / 2 - 20, 160, 58, 104, 26),
      linear(0, 108, shade(left, 0.2), 0, 212, shade(left, -0.15))
    )
    canvas.fill(
      roundRect(160 + width / 2 + 20, 160, 58, 104, 26),
      linear(0, 108, shade(right, 0.2), 0, 212, shade(right, -0.15))
    )
    canvas.fill(roundRect(160, 160, width, 104, 4), hex('#1b1c20'))
  }
  wallpaper(canvas, 160, 160, width - 22, 82, 3, look)
  const side = lite ? 96 : width / 2 + 22
  canvas.fill(circle(160 - side, 140, 9), hex('#202226'))
  canvas.fill(circle(160 + side, 178, 9), hex('#202226'))
  for (const [dx, dy] of [
    [0, -9],
    [-9, 0],
    [9, 0],
    [0, 9],
  ]) {
    canvas.fill(circle(160 - side + dx, 182 + dy, 3.4), hex('#202226'))
    canvas.fill(circle(160 + side + dx, 140 + dy, 3.4), hex('#202226'))
  }
}

/** The demo's consoles by their shape: a tall PlayStation 5, a tower or a box, or a handheld Switch. */
export function drawConsole(canvas: Canvas, look: Look) {
  if (look.brand === 'Nintendo') return drawHandheld(canvas, look)
  const light = !look.dark
  if (look.model.startsWith('PlayStation 5')) {
    const core = roundRect(150, 150, 44, 226, 8)
    canvas.shadow(roundRect(150, 150, 110, 240, 30), { dy: 10, blur: 18 })
    canvas.fill(core, linear(128, 0, hex('#2a2c33'), 172, 0, hex('#0e0f12')))
    canvas.fill(
      polygon([
        [100, 36],
        [128, 40],
        [128, 262],
        [96, 268],
        [108, 150],
      ]),
      linear(96, 0, hex('#ffffff'), 128, 0, hex('#d7dbe2'))
    )
    canvas.fill(
      polygon([
        [172, 40],
        [202, 32],
        [194, 150],
        [206, 268],
        [172, 262],
      ]),
      linear(172, 0, hex('#eceef2'), 206, 0, hex('#c9ced6'))
    )
    canvas.fill(roundRect(150, 56, 6, 16, 3), hex('#4d7dff'), { opacity: 0.8 })
  } else if (look.model.includes('Series X')) {
    const tower = roundRect(150, 150, 120, 220, 10)
    canvas.shadow(tower, { dy: 10, blur: 18 })
    canvas.fill(tower, linear(90, 0, hex('#2b2d31'), 210, 0, hex('#121315')))
    canvas.fill(roundRect(150, 46, 104, 12, 5), radial(150, 46, 60, hex('#3d7a2e'), hex('#0c120c')))
    canvas.fill(circle(104, 72, 3), [235, 240, 235], { opacity: 0.85 })
  } else {
    // A flat box: the PlayStation 4s, the Xbox Series S and One X, seen three-quarters from above.
    const top = polygon([
      [64, 118],
      [226, 100],
      [286, 140],
      [120, 162],
    ])
    const front = polygon([
      [120, 162],
      [286, 140],
      [286, 176],
      [120, 200],
    ])
    const side = polygon([
      [64, 118],
      [120, 162],
      [120, 200],
      [64, 154],
    ])
    canvas.shadow(
      polygon([
        [64, 118],
        [226, 100],
        [286, 140],
        [286, 176],
        [120, 200],
        [64, 154],
      ]),
      { dy: 12, blur: 18 }
    )
    canvas.fill(top, linear(64, 100, shade(look.body, 0.18), 286, 162, shade(look.body, 0.02)))
    canvas.fill(front, shade(look.body, -0.12))
    canvas.fill(side, shade(look.body, -0.22))
    if (look.model.includes('Series S')) {
      canvas.fill(circle(196, 130, 22), hex('#16171a'))
      canvas.fill(circle(196, 130, 16), hex('#232428'))
    } else {
      canvas.fill(
        polygon([
          [120, 178],
          [286, 156],
          [286, 160],
          [120, 182],
        ]),
        light ? hex('#c9ced6') : hex('#050506')
      )
    }
  }
  controller(
    canvas,
    214,
    236,
    look.dark ? hex('#24262b') : hex('#f1f2f5'),
    look.dark ? hex('#6e7380') : hex('#9aa1ad')
  )
}

/** A camera from the front: its body, grip and viewfinder, and the lens; a GoPro as its small box. */
export function drawCamera(canvas: Canvas, look: Look) {
  if (look.brand === 'GoPro') {
    const box = roundRect(160, 160, 150, 112, 16)
    canvas.shadow(box, { dy: 12, blur: 16 })
    canvas.fill(box, linear(0, 104, hex('#2c2e33'), 0, 216, hex('#111214')))
    canvas.fill(roundRect(120, 160, 70, 70, 12), hex('#0a0a0c'))
    canvas.fill(circle(120, 160, 26), radial(112, 152, 30, hex('#36466b'), hex('#040507')))
    canvas.fill(roundRect(196, 146, 48, 38, 5), hex('#0b0c10'))
    canvas.fill(roundRect(196, 146, 42, 32, 3), linear(175, 130, hex('#3d6db5'), 217, 162, hex('#113055')))
    canvas.fill(roundRect(196, 197, 58, 10, 3), hex('#1d63ff'), { opacity: 0.9 })
    return
  }
  const body = roundRect(160, 170, 220, 128, 20)
  canvas.shadow(body, { dy: 12, blur: 18 })
  canvas.fill(
    polygon([
      [128, 106],
      [192, 106],
      [182, 78],
      [138, 78],
    ]),
    linear(0, 78, shade(look.body, 0.2), 0, 106, look.body)
  )
  canvas.fill(body, linear(0, 106, shade(look.body, 0.16), 0, 234, shade(look.body, -0.12)))
  canvas.fill(roundRect(72, 172, 44, 120, 18), shade(look.body, -0.18))
  canvas.fill(roundRect(232, 110, 26, 8, 3), shade(look.body, 0.3))
  canvas.fill(circle(228, 132, 5), hex(look.brand === 'Canon' ? '#d1001f' : '#e8762c'), { opacity: 0.9 })
  const ringRadius = look.model.match(/boîtier nu/) ? 46 : 58
  canvas.fill(circle(166, 174, ringRadius + 6), shade(look.body, -0.25))
  canvas.fill(circle(166, 174, ringRadius), linear(0, 110, hex('#3a3c42'), 0, 240, hex('#121316')))
  for (let ring = 0; ring < 8; ring++) {
    canvas.fill(
      {
        box: [100, 110, 232, 240],
        distance: (x, y) => Math.abs(Math.hypot(x - 166, y - 174) - (ringRadius - 6 - ring * 0.9)) - 0.4,
      },
      hex('#54575f'),
      { opacity: 0.5 }
    )
  }
  canvas.fill(
    circle(166, 174, ringRadius * 0.62),
    radial(152, 160, ringRadius * 0.7, hex('#3a4b78'), hex('#030407'))
  )
  canvas.fill(circle(152, 160, ringRadius * 0.14), [220, 232, 255], { opacity: 0.55 })
}
