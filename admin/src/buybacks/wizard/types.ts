/** What the store wizard's calls answer (api/app/controllers/store_buybacks_controller.ts). */
export interface Product {
  id: string
  label: string
  brand: string | null
  eanCode?: string | null
}

export interface DeclaredProduct extends Product {
  isCollectingImei: boolean
}

export interface Category {
  id: number
  label: string
  depth: number
}

export interface Question {
  id: number
  title: string
  howToTest: string | null
  answers: { id: number; name: string }[]
}

export interface PaymentMode {
  id: number
  label: string
  needsIban: boolean
  paymentModifier: number
  bonus: number
  total: number
}

export interface TransportMode {
  id: string
  name: string
  shippingModifier: number
  paymentModes: PaymentMode[]
}

/** A modifier or bonus as its mode sets it: a fixed amount in cents or a percentage. */
export interface Rule {
  type: 'fixed' | 'percentage'
  value: number
}

/** A transport mode offered before the declaration: the rules of its amounts, not the amounts. */
export interface OptionMode {
  id: string
  name: string
  shippingRule: Rule | null
  paymentModes: { id: number; label: string; paymentRule: Rule; bonusRule: Rule | null }[]
}

export interface Estimate {
  grade: string
  estimate: number
  impacts: { label: string; value: number }[]
  transportModes: TransportMode[]
}

export interface Found {
  items: Product[]
  /** Counted up to 1,000 for a name: `totalIsLowerBound` then says that more match. */
  total: number
  totalIsLowerBound: boolean
}
