import { useEffect, useState } from 'react'
import { paymentNow, type VerificationResult } from '../api'

/** Payment states a job is about to move on: the confirmation keeps asking while the payment is in one. */
const MOVING = ['payment_created', 'payment_initiated']
const EVERY_MS = 2_000
const AT_MOST = 30

/**
 * The verification's payment as it is when the confirmation is shown, then followed while a job takes it on
 * (issue 30: "Initié" stayed on screen while the payment was already completed).
 */
export function usePaymentNow(itemId: number, first: VerificationResult['payment']) {
  const [payment, setPayment] = useState(first)
  useEffect(() => {
    if (!first) return
    let active = true
    let asked = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      asked++
      try {
        const now = (await paymentNow(itemId)).payment
        if (!active) return
        if (now) setPayment(now)
        if (now && !MOVING.includes(now.status)) return
      } catch {
        if (!active) return
      }
      if (asked < AT_MOST) timer = setTimeout(() => void ask(), EVERY_MS)
    }
    void ask()
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [itemId, first])
  return payment
}
