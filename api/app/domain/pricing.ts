import { BOUNDS } from '#domain/bounds'
/**
 * Prices of DESIGN.md §3 and part 2 §9 "Price rules", in integer cents of the account's currency.
 * Pure: the caller loads the product, answers, payment mode and shipping method, and maps a PricingRefusal
 * to `{ code }` (part 2 §8 "Buy-back estimate").
 */

/** From best to worst; a diagnostic answer caps the grade, `refused` means the product is not taken back. */
export const GRADE_CAPS = ['A', 'B', 'C', 'D', 'E', 'functional', 'refused'] as const
export type GradeCap = (typeof GRADE_CAPS)[number]
export type Grade = Exclude<GradeCap, 'refused'>

/** The refusals of the estimate and the cart; the same codes key `errors.<code>` in resources/lang. */
export const PRICING_REFUSAL_CODES = [
  'configuration_error',
  'product_not_estimable',
  'no_buyback_price',
  'zero_value',
  'cart_empty',
  'cart_full',
  'cart_min_value',
] as const
export type PricingRefusalCode = (typeof PRICING_REFUSAL_CODES)[number]

export class PricingRefusal extends Error {
  constructor(readonly code: PricingRefusalCode) {
    super(`Pricing refused: ${code}`)
    this.name = 'PricingRefusal'
  }
}

/** Cart maximum of part 2 §9: 200 with the premium feature `multi_product_cart`, otherwise 1. */
export const CART_MAX_ITEMS = BOUNDS.cartMaxItems

export interface DiagnosticAnswer {
  gradeCap: GradeCap
  /** Cents, positive or negative. */
  priceImpact: number
}
export type GradePrices = Partial<Record<Grade, number | null>>

/** A modifier's kinds: fixed cents, or a percentage. */
export const MODIFIER_TYPES = ['fixed', 'percentage'] as const

export interface Modifier {
  type: (typeof MODIFIER_TYPES)[number]
  /** Cents when fixed, a percentage otherwise. */
  value: number
  cappedAmount?: number | null
}

export interface Bonus {
  mode: 'disabled' | 'percentage' | 'amount'
  /** A percentage (-100 to 100) or cents. */
  value: number | null
  /** Cents, of the same sign as the percentage. */
  cap?: number | null
}

export interface Absorption {
  type: 'none' | 'value' | 'percentage_declared' | 'percentage_controlled'
  /** Cents for `value`, a percentage otherwise. */
  value: number | null
}

export type VerificationOutcome =
  'completed' | 'completed_by_price' | 'completed_with_absorption' | 'litigation'

export interface CartLine {
  estimate: number
  paymentModifier: number
  shippingModifier: number
  bonus: number
}

function cents(amount: number | null | undefined): number {
  if (!Number.isSafeInteger(amount)) throw new PricingRefusal('configuration_error')
  return amount as number
}

/**
 * `round(price × percentage / 100)` with halves rounded away from zero, so that a malus is always the exact
 * opposite of the bonus of the same percentage (-2.5 → -3, 2.5 → 3; Math.round would give -2 and 3).
 * `|| 0` keeps -0 out of stored amounts.
 */
export function percentageOf(price: number, percentage: number): number {
  const exact = (cents(price) * percentage) / 100
  return Math.sign(exact) * Math.round(Math.abs(exact)) || 0
}

function capped(amount: number, cap: number | null | undefined): number {
  if (cap === null || cap === undefined) return amount
  return Math.sign(amount) * Math.min(Math.abs(amount), Math.abs(cents(cap))) || 0
}

/** Declared grade: the worst cap among the answers. No answers is a configuration error. */
export function gradeFromAnswers(caps: readonly GradeCap[]): GradeCap {
  if (caps.length === 0) throw new PricingRefusal('configuration_error')
  const ranks = caps.map((cap) => GRADE_CAPS.indexOf(cap))
  if (ranks.includes(-1)) throw new PricingRefusal('configuration_error')
  return GRADE_CAPS[Math.max(...ranks)]
}

/**
 * Estimate = buy-back price of the declared grade + Σ impacts, never below 0. A zero estimate is a zero-value
 * buy-back, refused when the product has `buybackZeroNotAllowed`.
 */
export function estimate(
  prices: GradePrices,
  answers: readonly DiagnosticAnswer[],
  options: { buybackZeroNotAllowed?: boolean } = {}
): { grade: Grade; estimate: number; impacts: number; zeroValue: boolean } {
  const grade = gradeFromAnswers(answers.map((answer) => answer.gradeCap))
  if (grade === 'refused') throw new PricingRefusal('product_not_estimable')
  const price = prices[grade]
  if (price === null || price === undefined) throw new PricingRefusal('no_buyback_price')
  const impacts = answers.reduce((sum, answer) => sum + cents(answer.priceImpact), 0)
  const amount = Math.max(0, cents(price) + impacts)
  if (amount === 0 && options.buybackZeroNotAllowed) throw new PricingRefusal('zero_value')
  return { grade, estimate: amount, impacts, zeroValue: amount === 0 }
}

/** Payment mode or shipping method modifier: fixed cents, or a percentage whose size is capped. */
export function modifierAmount(price: number, modifier: Modifier): number {
  if (modifier.type === 'fixed') return cents(modifier.value)
  return capped(percentageOf(price, modifier.value), modifier.cappedAmount)
}

/** Premium `payment_bonus` / `deposit_bonus`: like a modifier, with a cap of the same sign as the percentage. */
export function bonusAmount(price: number, bonus: Bonus): number {
  if (bonus.mode === 'disabled') return 0
  if (bonus.value === null) throw new PricingRefusal('configuration_error')
  if (bonus.mode === 'amount') return cents(bonus.value)
  const hasCap = bonus.cap !== null && bonus.cap !== undefined
  if (hasCap && Math.sign(cents(bonus.cap)) !== Math.sign(bonus.value)) {
    throw new PricingRefusal('configuration_error')
  }
  return capped(percentageOf(price, bonus.value), bonus.cap)
}

/** What one buy-back of the cart pays: estimate + modifiers + bonus, never below 0 (a malus cannot bill). */
export function lineTotal(line: CartLine): number {
  const sum =
    cents(line.estimate) + cents(line.paymentModifier) + cents(line.shippingModifier) + cents(line.bonus)
  return Math.max(0, sum)
}

/** One part of a line's price, as the customer reads it in the breakdown (estimate first, then what changes it). */
export type BreakdownPart = {
  kind: 'estimate' | 'shipping_modifier' | 'payment_modifier' | 'payment_bonus' | 'deposit_bonus'
  amount: number
}

/**
 * The breakdown of one line and its total, the single source of the amounts the storefront and the counter
 * show (choice, bonus step, cart, summary): the estimate, then each non-zero modifier and bonus. The payment
 * bonus is the one the customer may decline; the deposit bonus comes with the circuit and stays.
 */
export function lineBreakdown(parts: {
  estimate: number
  shippingModifier: number
  paymentModifier: number
  paymentBonus: number
  depositBonus: number
}): { parts: BreakdownPart[]; total: number } {
  const amounts: [BreakdownPart['kind'], number][] = [
    ['shipping_modifier', parts.shippingModifier],
    ['payment_modifier', parts.paymentModifier],
    ['payment_bonus', parts.paymentBonus],
    ['deposit_bonus', parts.depositBonus],
  ]
  return {
    parts: [
      { kind: 'estimate', amount: cents(parts.estimate) },
      ...amounts.filter(([, amount]) => cents(amount) !== 0).map(([kind, amount]) => ({ kind, amount })),
    ],
    total: lineTotal({
      estimate: parts.estimate,
      shippingModifier: parts.shippingModifier,
      paymentModifier: parts.paymentModifier,
      bonus: parts.paymentBonus + parts.depositBonus,
    }),
  }
}

/** A buy-back's line from its stored parts, priced at `price` (declared, or a litigation's new price). */
export const buybackLine = (
  buyback: { paymentModifier: number; shippingModifier: number; bonus: number },
  price: number
): CartLine => ({
  estimate: price,
  paymentModifier: buyback.paymentModifier,
  shippingModifier: buyback.shippingModifier,
  bonus: buyback.bonus,
})

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0)
}

/** Server-side cart checks (part 1 §4 "Cart", part 2 §9); an empty list means the cart may be submitted. */
export function checkCart(cart: {
  items: readonly CartLine[]
  maxItems: number
  minValue: number
}): PricingRefusalCode[] {
  const refusals: PricingRefusalCode[] = []
  if (cart.items.length === 0) refusals.push('cart_empty')
  if (cart.items.length > cart.maxItems) refusals.push('cart_full')
  if (cartTotal(cart.items) < cents(cart.minValue)) refusals.push('cart_min_value')
  return refusals
}

/**
 * The verification outcome of DESIGN.md §3. `price` is what the customer is paid (the declared price unless
 * the controlled one is lower and not absorbed, when it becomes the new proposal); `absorbed` is the
 * difference the category takes on.
 */
export function absorptionOutcome(input: {
  declaredPrice: number
  controlledPrice: number
  absorption: Absorption
}): { outcome: VerificationOutcome; absorbed: number; price: number } {
  const declared = cents(input.declaredPrice)
  const controlled = cents(input.controlledPrice)
  if (controlled === declared) return { outcome: 'completed', absorbed: 0, price: declared }
  if (controlled > declared) return { outcome: 'completed_by_price', absorbed: 0, price: declared }
  const difference = declared - controlled
  if (difference <= absorptionAllowance(input.absorption, declared, controlled)) {
    return { outcome: 'completed_with_absorption', absorbed: difference, price: declared }
  }
  return { outcome: 'litigation', absorbed: 0, price: controlled }
}

function absorptionAllowance({ type, value }: Absorption, declared: number, controlled: number): number {
  if (type === 'none') return 0
  if (value === null) throw new PricingRefusal('configuration_error')
  if (type === 'value') return cents(value)
  return percentageOf(type === 'percentage_declared' ? declared : controlled, value)
}
