import { useEffect } from 'react'
import type { WhiteLabelConfig } from '@/types/api'
import { darkenUntilReadable, readableTextOn } from '../utils/contrast'

const SURFACE = '#f4f5f7'

function setIcon(href: string | null) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
    document.head.appendChild(link)
  }
  // Keep the neutral icon of index.html when the client has none.
  link.dataset.defaultHref ??= link.getAttribute('href') ?? ''
  link.removeAttribute('type')
  link.href = href ?? link.dataset.defaultHref
}

function setThemeColor(color: string) {
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', color)
}

/** The client's colour (as CSS variables), favicon and name (as document title). */
export function useApplyWhiteLabel(config: WhiteLabelConfig | null) {
  const mainColor = config?.mainColor || null
  const name = config?.name ?? null
  const favicon = config?.favicon ?? null

  useEffect(() => {
    const style = document.documentElement.style
    if (!mainColor) {
      style.removeProperty('--color-main')
      style.removeProperty('--color-main-contrast')
      style.removeProperty('--color-main-strong')
      return
    }
    style.setProperty('--color-main', mainColor)
    style.setProperty('--color-main-contrast', readableTextOn(mainColor))
    // Links and accents drawn on light backgrounds need a darker shade of light client colours.
    style.setProperty('--color-main-strong', darkenUntilReadable(mainColor, SURFACE))
    setThemeColor(mainColor)
  }, [mainColor])

  useEffect(() => {
    if (name) document.title = name
  }, [name])

  useEffect(() => {
    if (name !== null) setIcon(favicon)
  }, [favicon, name])
}
