import type { GradeCap, GradePrices } from '#domain/pricing'

/** One answer the workshop found different from the declaration, and what it changes in the price. */
export interface ProposalFinding {
  question: string | null
  declared: string | null
  controlled: string | null
  /** The controlled answer's impact less the declared one's, in cents. */
  amount: number
}

/**
 * How a controlled price is made from the declared one (DESIGN.md §3: price of the grade + Σ impacts, never
 * below 0), as the operator reads it on the verification summary and the customer on the proposal page and
 * in its e-mail: the declared price, the grade step (the buy-back price of the declared grade against the
 * controlled grade's, 0 for a refused product), each finding's change of impact, then what the floor at 0
 * takes back or, when the workshop set the price itself, its adjustment. The lines always add up:
 * declaredPrice + gradeStep.amount + Σ findings + floor + adjustment = price.
 */
export interface ProposalBreakdown {
  declaredPrice: number
  gradeStep: { from: string | null; to: string | null; fromPrice: number; toPrice: number; amount: number }
  findings: ProposalFinding[]
  floor: number
  adjustment: number
  price: number
}

export function proposalBreakdown(input: {
  declared: { grade: GradeCap | null; price: number }
  controlled: { grade: GradeCap | null; price: number }
  prices: GradePrices
  findings: (Omit<ProposalFinding, 'amount'> & { declaredImpact: number; controlledImpact: number })[]
}): ProposalBreakdown {
  const { declared, controlled, prices } = input
  const priceOf = (grade: GradeCap | null) =>
    grade === null || grade === 'refused' ? 0 : (prices[grade] ?? 0)
  const sameGrade = declared.grade === controlled.grade
  const fromPrice = priceOf(declared.grade)
  const toPrice = sameGrade ? fromPrice : priceOf(controlled.grade)
  const findings = input.findings.map(({ declaredImpact, controlledImpact, ...finding }) => ({
    ...finding,
    amount: controlledImpact - declaredImpact,
  }))
  const sum =
    declared.price + (toPrice - fromPrice) + findings.reduce((total, finding) => total + finding.amount, 0)
  const rest = controlled.price - sum
  const floored = controlled.price === 0 && rest > 0
  return {
    declaredPrice: declared.price,
    gradeStep: {
      from: declared.grade,
      to: controlled.grade,
      fromPrice,
      toPrice,
      amount: toPrice - fromPrice,
    },
    findings,
    floor: floored ? rest : 0,
    adjustment: floored ? 0 : rest,
    price: controlled.price,
  }
}
