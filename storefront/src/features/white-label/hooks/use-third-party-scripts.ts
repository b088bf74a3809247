import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

type AxeptioSdk = { on: (event: string, callback: (choices: Record<string, boolean>) => void) => void }

type TaggedWindow = Window & {
  dataLayer?: Record<string, unknown>[]
  axeptioSettings?: { clientId: string }
  _axcb?: ((sdk: AxeptioSdk) => void)[]
}

// Scripts cannot be unloaded, so each id is injected once per page life.
const injected = new Set<string>()

/** Routes whose page views are never reported: they show the customer's own information. */
const UNTRACKED_ROUTES = [/^\/cart\//, /^\/buyback\//, /^\/buyback-confirmation/]

function addScript(key: string, src: string) {
  if (injected.has(key)) return
  injected.add(key)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

function loadTagManager(id: string) {
  const w = window as TaggedWindow
  w.dataLayer ??= []
  if (!injected.has(`gtm:${id}`)) w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  addScript(`gtm:${id}`, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
}

/** The Axeptio banner, and the visitor's choice for the tag manager each time it is made. */
function loadAxeptio(clientId: string, onChoice: (granted: boolean) => void) {
  const w = window as TaggedWindow
  w.axeptioSettings = { clientId }
  w._axcb ??= []
  w._axcb.push((sdk) =>
    sdk.on('cookies:complete', (choices) =>
      onChoice(Boolean(choices.google_tag_manager || choices.gtm || choices.google_analytics))
    )
  )
  addScript(`axeptio:${clientId}`, 'https://static.axept.io/sdk.js')
}

/**
 * Google Tag Manager and the Axeptio consent banner, only for clients that configured them. The tag manager
 * loads, and page views are reported, only once the visitor has consented through the banner; routes showing
 * the customer's information are never reported.
 */
export function useThirdPartyScripts(tagManagerId: string | null, axeptioId: string | null) {
  const { pathname } = useLocation()
  const [consented, setConsented] = useState(false)

  useEffect(() => {
    if (axeptioId) loadAxeptio(axeptioId, setConsented)
  }, [axeptioId])

  useEffect(() => {
    if (tagManagerId && consented) loadTagManager(tagManagerId)
  }, [tagManagerId, consented])

  // A single-page app must report its own page views to the tag manager.
  useEffect(() => {
    if (!tagManagerId || !consented || UNTRACKED_ROUTES.some((route) => route.test(pathname))) return
    ;(window as TaggedWindow).dataLayer?.push({ event: 'page_view', page_path: pathname })
  }, [tagManagerId, consented, pathname])
}
