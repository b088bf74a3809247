import type { ReactNode } from 'react'
import { PAGE_HEADING_ID, takeHeadingFocus } from '@/lib/route-focus'

type PageHeadingProps = {
  children: ReactNode
  className?: string
}

/** The page's single h1; it receives focus after a client-side navigation. */
export function PageHeading({ children, className }: PageHeadingProps) {
  return (
    <h1
      id={PAGE_HEADING_ID}
      className={className}
      tabIndex={-1}
      ref={(node) => {
        if (node) takeHeadingFocus(node)
      }}
    >
      {children}
    </h1>
  )
}
