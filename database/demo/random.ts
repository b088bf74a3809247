import { gtinCheckDigit } from '#domain/identifiers'

/** A seeded pseudo-random generator (mulberry32): the demo data is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    digits: (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
  }
}

/** A valid EAN-13 from a 12-digit body. */
export function ean13(body: string) {
  return `${body}${gtinCheckDigit(body)}`
}
