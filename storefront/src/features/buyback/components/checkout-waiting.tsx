import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'

const WAITING_MESSAGES = ['first', 'second', 'third'] as const
const WAITING_STEP_MS = 4000

/** The loading page of the checkout: three successive waiting messages while the buy-backs are created. */
export function Waiting() {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((shown) => Math.min(shown + 1, WAITING_MESSAGES.length - 1)),
      WAITING_STEP_MS
    )
    return () => window.clearInterval(timer)
  }, [])
  return (
    <div className="waiting" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t(`checkout.waiting.${WAITING_MESSAGES[index] ?? 'third'}`)}</p>
    </div>
  )
}
