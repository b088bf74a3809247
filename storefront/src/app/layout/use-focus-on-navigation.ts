import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { requestHeadingFocus } from '@/lib/route-focus'

/**
 * After each navigation by the visitor (link, back/forward; not the first load nor a redirect such as the
 * catch-all to /404): scroll to the top and focus the new page's h1. A page that replaces itself with its
 * result (the summary's "Confirmer" with the confirmation) says so in the navigation's state
 * (`FOCUS_HEADING`): the visitor's focus goes to the result's heading, not to the page's body.
 */
export function useFocusOnNavigation() {
  const { pathname, state } = useLocation()
  const navigationType = useNavigationType()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (navigationType === 'REPLACE' && !(state as { focusHeading?: boolean } | null)?.focusHeading) return
    window.scrollTo(0, 0)
    requestHeadingFocus()
  }, [pathname, navigationType, state])
}
