import { encodePng } from './png.js'

/** An RGB colour, 0-255 per channel. */
export type Rgb = [number, number, number]
/** What a shape is filled with: one colour, or a colour per point (a gradient). */
export type Paint = Rgb | ((x: number, y: number) => Rgb)

/** A shape as its signed distance (negative inside) and the box it lies in. */
export interface Shape {
  box: [x0: number, y0: number, x1: number, y1: number]
  distance: (x: number, y: number) => number
}

export const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
]

/** `colour` moved towards white (amount > 0) or black (amount < 0). */
export const shade = ([r, g, b]: Rgb, amount: number): Rgb => {
  const target = amount > 0 ? 255 : 0
  const t = Math.abs(amount)
  return [r + (target - r) * t, g + (target - g) * t, b + (target - b) * t]
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value)

/** A gradient along the line from (x0, y0) to (x1, y1). */
export function linear(x0: number, y0: number, from: Rgb, x1: number, y1: number, to: Rgb): Paint {
  const dx = x1 - x0
  const dy = y1 - y0
  const length = dx * dx + dy * dy || 1
  return (x, y) => mix(from, to, clamp01(((x - x0) * dx + (y - y0) * dy) / length))
}

/** A gradient from the centre (cx, cy) out to `radius`. */
export function radial(cx: number, cy: number, radius: number, inner: Rgb, outer: Rgb): Paint {
  return (x, y) => mix(inner, outer, clamp01(Math.hypot(x - cx, y - cy) / radius))
}

export function roundRect(cx: number, cy: number, width: number, height: number, radius: number): Shape {
  const hw = width / 2
  const hh = height / 2
  const r = Math.min(radius, hw, hh)
  return {
    box: [cx - hw, cy - hh, cx + hw, cy + hh],
    distance: (x, y) => {
      const qx = Math.abs(x - cx) - hw + r
      const qy = Math.abs(y - cy) - hh + r
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
    },
  }
}

export function circle(cx: number, cy: number, radius: number): Shape {
  return {
    box: [cx - radius, cy - radius, cx + radius, cy + radius],
    distance: (x, y) => Math.hypot(x - cx, y - cy) - radius,
  }
}

/** A line from (x0, y0) to (x1, y1), `width` wide with round ends. */
export function segment(x0: number, y0: number, x1: number, y1: number, width: number): Shape {
  const dx = x1 - x0
  const dy = y1 - y0
  const length = dx * dx + dy * dy || 1
  const half = width / 2
  return {
    box: [Math.min(x0, x1) - half, Math.min(y0, y1) - half, Math.max(x0, x1) + half, Math.max(y0, y1) + half],
    distance: (x, y) => {
      const t = clamp01(((x - x0) * dx + (y - y0) * dy) / length)
      return Math.hypot(x - x0 - dx * t, y - y0 - dy * t) - half
    },
  }
}

/** A convex polygon, its points in order. */
export function polygon(points: [number, number][]): Shape {
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const edges = points.map(([x0, y0], index) => {
    const [x1, y1] = points[(index + 1) % points.length]
    return segment(x0, y0, x1, y1, 0).distance
  })
  const inside = (x: number, y: number) => {
    let sign = 0
    for (let index = 0; index < points.length; index++) {
      const [x0, y0] = points[index]
      const [x1, y1] = points[(index + 1) % points.length]
      const cross = Math.sign((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0))
      if (cross === 0) continue
      if (sign === 0) sign = cross
      else if (cross !== sign) return false
    }
    return true
  }
  return {
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    distance: (x, y) => {
      let nearest = Infinity
      for (const edge of edges) nearest = Math.min(nearest, edge(x, y))
      return inside(x, y) ? -nearest : nearest
    },
  }
}

/** A shape rotated by `degrees` around (cx, cy). */
export function rotated(shape: Shape, cx: number, cy: number, degrees: number): Shape {
  const angle = (degrees * Math.PI) / 180
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const [x0, y0, x1, y1] = shape.box
  const reach = Math.hypot(
    Math.max(Math.abs(x0 - cx), Math.abs(x1 - cx)),
    Math.max(Math.abs(y0 - cy), Math.abs(y1 - cy))
  )
  return {
    box: [cx - reach, cy - reach, cx + reach, cy + reach],
    distance: (x, y) => {
      const dx = x - cx
      const dy = y - cy
      return shape.distance(cx + dx * cos + dy * sin, cy - dx * sin + dy * cos)
    },
  }
}

/**
 * A small raster to draw the demo's pictures on: shapes are filled by their signed distance, so their edges
 * are anti-aliased (`softness` 1), or blurred into a shadow (a larger `softness`).
 */
export class Canvas {
  readonly pixels: Uint8ClampedArray

  constructor(
    readonly width: number,
    readonly height: number,
    background: Paint
  ) {
    this.pixels = new Uint8ClampedArray(width * height * 4)
    this.fill({ box: [0, 0, width, height], distance: () => -1 }, background)
  }

  fill(shape: Shape, paint: Paint, { opacity = 1, softness = 1 } = {}) {
    const [bx0, by0, bx1, by1] = shape.box
    const x0 = Math.max(0, Math.floor(bx0 - softness))
    const y0 = Math.max(0, Math.floor(by0 - softness))
    const x1 = Math.min(this.width, Math.ceil(bx1 + softness))
    const y1 = Math.min(this.height, Math.ceil(by1 + softness))
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const distance = shape.distance(x + 0.5, y + 0.5)
        const coverage = clamp01(0.5 - distance / softness) * opacity
        if (coverage <= 0) continue
        const colour = typeof paint === 'function' ? paint(x + 0.5, y + 0.5) : paint
        const at = (y * this.width + x) * 4
        for (let channel = 0; channel < 3; channel++) {
          this.pixels[at + channel] += (colour[channel] - this.pixels[at + channel]) * coverage
        }
        this.pixels[at + 3] = 255
      }
    }
    return this
  }

  /** A soft shadow of `shape`, offset by (dx, dy). */
  shadow(shape: Shape, { dx = 0, dy = 6, blur = 14, opacity = 0.28 } = {}) {
    const moved: Shape = {
      box: [shape.box[0] + dx, shape.box[1] + dy, shape.box[2] + dx, shape.box[3] + dy],
      distance: (x, y) => shape.distance(x - dx, y - dy),
    }
    return this.fill(moved, [20, 24, 32], { opacity, softness: blur })
  }

  png() {
    return encodePng(this.width, this.height, this.pixels)
  }
}
