import { useEffect } from 'react'
import { useSession } from './useSession'

/** The client's favicon (set on /design) in the browser tab; the product's own when it has none. */
export const AccountFavicon = () => {
  const favicon = useSession()?.account?.favicon
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (!link) return
    const original = link.dataset.original ?? link.href
    link.dataset.original = original
    link.href = favicon || original
    link.type = favicon ? (favicon.endsWith('.ico') ? 'image/x-icon' : 'image/png') : 'image/svg+xml'
  }, [favicon])
  return null
}
