// After a client-side navigation, focus goes to the new page's h1 so screen-reader users hear where they are.
// The page may still be loading (lazy chunk) when the route changes, so the request waits for the heading.
let pending = false

export const PAGE_HEADING_ID = 'page-heading'

/** The state of a replacing navigation that should still focus the new page's heading. */
export const FOCUS_HEADING = { focusHeading: true } as const

export function requestHeadingFocus() {
  const heading = document.getElementById(PAGE_HEADING_ID)
  if (heading) {
    pending = false
    heading.focus()
  } else {
    pending = true
  }
}

/** Called by a page heading when it mounts: focuses it if a navigation asked for it. */
export function takeHeadingFocus(heading: HTMLElement) {
  if (!pending) return
  pending = false
  heading.focus()
}
