import { useEffect, useRef } from 'react'

/** The step's own heading takes the focus, so keyboard and screen-reader users start at the new step. */
export function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [children])
  return (
    <h2 ref={ref} tabIndex={-1} className="tunnel-step-title">
      {children}
    </h2>
  )
}
