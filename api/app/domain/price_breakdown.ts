import type { GradeCap, GradePrices } from '#domain/pricing'

/**
 * How a controlled price is made from the declared one (issue 30), in the terms of the pricing module
 * (DESIGN.md §3: price of the grade + Σ impacts, never below 0): the declared price, the effect of the grade
 * change (the controlled grade's price against the declared price), each answer's impact, and what the floor
 * at 0 takes back. The lines always add up: declared + grade effect + Σ impacts + floor = price.
 */
export interface PriceBreakdown {
  declaredPrice: number
  declaredGrade: string | null
  controlledGrade: GradeCap
  /** The product's buy-back price for the controlled grade; 0 when the grade is refused. */
  gradePrice: number
  gradeEffect: number
  impacts: { label: string; value: number }[]
  /** What keeps the price from going below 0 (0 or positive). */
  floor: number
  price: number
}

export function priceBreakdown(input: {
  declared: { grade: string | null; price: number }
  controlled: { grade: GradeCap; price: number }
  prices: GradePrices
  impacts: { label: string; value: number }[]
}): PriceBreakdown {
  const { declared, controlled, prices, impacts } = input
  const gradePrice = controlled.grade === 'refused' ? 0 : (prices[controlled.grade] ?? 0)
  const gradeEffect = gradePrice - declared.price
  const sum = declared.price + gradeEffect + impacts.reduce((total, impact) => total + impact.value, 0)
  return {
    declaredPrice: declared.price,
    declaredGrade: declared.grade,
    controlledGrade: controlled.grade,
    gradePrice,
    gradeEffect,
    impacts,
    floor: controlled.price - sum,
    price: controlled.price,
  }
}
