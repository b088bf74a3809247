import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

type TaggedWindow = Window & {
  dataLayer?: Record<string, unknown>[]
  axeptioSettings?: { clientId: string }
}

// Scripts cannot be unloaded, so each id is injected once per page life.
const injected = new Set<string>()

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

function loadAxeptio(clientId: string) {
  const w = window as TaggedWindow
  w.axeptioSettings = { clientId }
  addScript(`axeptio:${clientId}`, 'https://static.axept.io/sdk.js')
}

/** Google Tag Manager and the Axeptio consent banner, only for clients that configured them. */
export function useThirdPartyScripts(tagManagerId: string | null, axeptioId: string | null) {
  const { pathname } = useLocation()

  useEffect(() => {
    if (tagManagerId) loadTagManager(tagManagerId)
  }, [tagManagerId])

  useEffect(() => {
    if (axeptioId) loadAxeptio(axeptioId)
  }, [axeptioId])

  // A single-page app must report its own page views to the tag manager.
  useEffect(() => {
    if (tagManagerId) (window as TaggedWindow).dataLayer?.push({ event: 'page_view', page_path: pathname })
  }, [tagManagerId, pathname])
}
