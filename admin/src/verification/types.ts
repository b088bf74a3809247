import { HttpError } from 'react-admin'

/** What the verification wizard and the web file check exchange with the API (/work/verification-contract.md), and how its refusals read; the calls are the data provider's (providers/methods/verification.ts). */

export type Outcome = 'completed' | 'completed_by_price' | 'completed_with_absorption' | 'litigation'
export type QuarantineReason = 'imei_blocked' | 'imei_reported' | 'activation_lock' | 'suspicion'

export interface Photo {
  id: number
  url: string
}

export interface ProductSummary {
  id: string
  label: string
  brand: string | null
  modele: string | null
  image: string | null
}

export interface VerificationForm {
  item: { id: number; identificationNumber: string; status: string; version: number }
  buyback: {
    id: number
    identificationNumber: string
    status: string
    channel: string
    createdAt: string
    declaredGrade: string | null
    declaredPrice: number | null
    imei: string | null
    serialNumber: string | null
    priceMayBeCorrected: boolean
  }
  /** None when the declared product was deleted from the catalogue: the operator then picks one. */
  declaredProduct: (ProductSummary & { category?: { id: number; label: string } | null }) | null
  declaredAnswers: {
    question: string | null
    answer: string | null
    gradeCap: string | null
    priceImpact: number
  }[]
  settings: { commentMandatory: boolean; commentShared: boolean; currency: string }
  quarantineReasons: { code: QuarantineReason; label: string }[]
  photoRules: { types: string[]; maxKb: number; maxCount: number }
}

export interface Answer {
  id: number
  name: string
  description: string | null
  gradeCap: string | null
  priceImpact: number | null
  /** A finding (lock, blacklist): this answer sends the item to quarantine. */
  quarantineReason?: QuarantineReason | null
}

export interface Question {
  id: number
  title: string
  howToTest: string | null
  answers: Answer[]
}

export interface ProductDiagnostic {
  product: ProductSummary & { tacCodes: string[]; isCollectingImei: boolean }
  questions: Question[]
}

/**
 * How the controlled price is made from the declared one (api/app/domain/price_breakdown.ts): the lines add
 * up to `price`, and the customer's proposal page and e-mail show the same ones.
 */
export interface PriceBreakdown {
  declaredPrice: number
  gradeStep: { from: string | null; to: string | null; fromPrice: number; toPrice: number; amount: number }
  /** The answers found different from the declaration, with the change of their price impacts. */
  findings: { question: string | null; declared: string | null; controlled: string | null; amount: number }[]
  floor: number
  adjustment: number
  price: number
}

export interface Preview {
  declared: { grade: string | null; price: number | null }
  controlled: { grade: string | null; price: number | null }
  impacts: { label: string; value: number }[]
  breakdown: PriceBreakdown
  /** `quarantine` when an answer is a lock or blacklist finding (`quarantineReason` says which). */
  outcome: Outcome | 'quarantine'
  quarantineReason: QuarantineReason | null
  price: number
  absorbed: number | null
  /** What will be paid and the pricing rule that gives it; null in quarantine. */
  payment: {
    price: number
    rule: 'as_declared' | 'declared_price_kept' | 'absorption' | 'controlled_price'
    absorbed: number
  } | null
}

export interface VerificationBody {
  version: number
  productId: string
  imei?: string
  serialNumber?: string
  answers?: number[]
  photoIds?: number[]
  comment?: string
  /** The quarantine's comment is the `comment` above. */
  quarantine?: { reason: QuarantineReason }
}

export interface VerificationResult {
  outcome: Outcome | 'quarantine'
  buyback: {
    id: number
    identificationNumber: string
    status: string
    validatedPrice: number | null
    controlledPrice: number | null
    controlledGrade: string | null
    absorbedPrice?: number | null
    proposedPrice?: number | null
  }
  item: {
    id: number
    identificationNumber: string
    status: string
    stock: { id: number; name: string } | null
  }
  payment: { status: string; amount: number } | null
}

export interface Lookup {
  itemId: number
  buybackId: number
  buybackIdentificationNumber: string
  itemIdentificationNumber: string
}

export interface WebFile {
  itemId: number
  buybackIdentificationNumber: string
  priceMayBeCorrected: boolean
  createdAt: string
}

/** The message of a refusal, as the server translated it; `fallback` a key when it gave none. */
export function messageOf(error: unknown, fallback = 'verification.errors.generic') {
  if (error instanceof HttpError) {
    const errors = fieldErrorsOf(error)
    const first = Object.values(errors)[0]
    if (first) return first
    if (error.message && error.message !== 'ra.message.invalid_form') return error.message
  }
  return fallback
}

/** 422 field errors, whether the server sends `{ field: message }` or `[{ field, message }]`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 422) return {}
  const errors = (error.body as { errors?: unknown } | null)?.errors
  if (Array.isArray(errors)) {
    return Object.fromEntries(
      (errors as { field: string; message: string }[]).map(({ field, message }) => [field, message])
    )
  }
  return (errors as Record<string, string> | undefined) ?? {}
}

/** The catalogue code of a refusal (`verification_status_not_eligible`, `conflict`, …). */
export const refusalCode = (error: unknown) =>
  error instanceof HttpError ? ((error.body as { code?: string } | null)?.code ?? null) : null
