import type { IncomingMessage, ServerResponse } from 'node:http'
import BusinessError from '#exceptions/business_error'
import { storefrontConfigForHost } from '#services/storefront_account'
import { settings } from '#config/settings'

/**
 * The Content-Security-Policy of each part of the product, written by @adonisjs/shield
 * (config/shield.ts) from the sources the browser protections middleware chose for the request.
 *
 * - The API answers JSON and files: nothing may load from them, nothing may frame them.
 * - The back office and the storefront load their own built files only: scripts from 'self' (their
 *   index.html has no inline script), images from /api/files, data: and blob: (AuthImage), calls to 'self'.
 *   Styles also allow 'unsafe-inline': MUI/emotion inserts <style> elements and the client's home page HTML
 *   carries style attributes; a nonce would need each index.html rewritten per response (no more
 *   precompressed or cached copies) and does not cover style attributes anyway. Scripts never get it.
 * - The storefront adds the hosts of the tag manager and of the consent tool when, and only when, the
 *   client's white-label configuration names one (use-third-party-scripts.ts loads them).
 * - No part may be framed (frame-ancestors 'none'): the specification never has the storefront embedded in
 *   the retailer's site; its link back to the retailer is a plain link.
 */
export type Directive =
  | 'default-src'
  | 'base-uri'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'object-src'
  | 'form-action'
  | 'frame-ancestors'

export type Sources = Record<Directive, string[]>

export const DIRECTIVES: Directive[] = [
  'default-src',
  'base-uri',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'object-src',
  'form-action',
  'frame-ancestors',
]

const NONE = "'none'"
const SELF = "'self'"

/** Answers of the API (JSON, files, documents): nothing loads from them, nothing frames them. */
export const API_SOURCES: Sources = Object.fromEntries(
  DIRECTIVES.map((directive) => [directive, [NONE]])
) as Sources

/** The API's policy as shield's guard writes it (helmet-csp: `name sources` joined by `;`). */
export const API_POLICY = DIRECTIVES.map(
  (directive) => `${directive} ${API_SOURCES[directive].join(' ')}`
).join(';')

/** The built back office and storefront. */
export const APP_SOURCES: Sources = {
  'default-src': [SELF],
  'base-uri': [SELF],
  'script-src': [SELF],
  'style-src': [SELF, "'unsafe-inline'"],
  'img-src': [SELF, 'data:', 'blob:'],
  'font-src': [SELF, 'data:'],
  'connect-src': [SELF],
  'object-src': [NONE],
  'form-action': [SELF],
  'frame-ancestors': [NONE],
}

/**
 * What each third party of the storefront loads, from its vendor's CSP guide: Google Tag Manager (with the
 * Google Analytics 4 tags it usually fires) and the Axeptio consent banner.
 */
export const THIRD_PARTIES = {
  tagManager: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  consent: {
    'script-src': ['https://static.axept.io'],
    'img-src': ['https://*.axept.io', 'https://axeptio.imgix.net'],
    'connect-src': ['https://*.axept.io', 'https://*.axeptio.eu'],
    'font-src': ['https://*.gstatic.com'],
  },
} satisfies Record<string, Partial<Sources>>

/** The origin of the map tiles' address (MAP_TILE_URL), its placeholders aside. */
export function tileOrigin(tileUrl: string) {
  return new URL(tileUrl.replace(/\{[a-z]+\}/g, '0')).origin
}

/**
 * The storefront's sources for a client that configured these third parties; with the drop-off map on,
 * images from the tiles' host, and that host only.
 */
export function storefrontSources(parties: {
  tagManager: boolean
  consent: boolean
  mapTiles?: string | null
}): Sources {
  const added = [
    parties.tagManager ? THIRD_PARTIES.tagManager : {},
    parties.consent ? THIRD_PARTIES.consent : {},
    parties.mapTiles ? { 'img-src': [tileOrigin(parties.mapTiles)] } : {},
  ] as Partial<Sources>[]
  return Object.fromEntries(
    DIRECTIVES.map((directive) => [
      directive,
      [...APP_SOURCES[directive], ...added.flatMap((party) => party[directive] ?? [])],
    ])
  ) as Sources
}

/** The sources chosen for each response in flight (keyed by Node's response, which shield's CSP reads). */
const chosen = new WeakMap<ServerResponse, Sources>()

export function useSources(response: ServerResponse, sources: Sources) {
  chosen.set(response, sources)
}

/**
 * A directive's value for the response, for shield's CSP guard (helmet-csp calls it on each request). A
 * response nothing chose sources for gets the API's, the strictest.
 */
export function directiveValue(directive: Directive) {
  return (_request: IncomingMessage, response: ServerResponse) =>
    (chosen.get(response) ?? API_SOURCES)[directive].join(' ')
}

/**
 * An inline PDF (a legal document of the storefront under /api/files) opens in the browser's own viewer,
 * whose page needs inline styles and a plugin: `default-src 'none'` leaves it blank in Chrome. It only keeps
 * the framing rule.
 */
export const INLINE_PDF_POLICY = "frame-ancestors 'none'"

/** The storefront's sources for the client serving this host; the bare ones when no client does. */
export async function storefrontSourcesForHost(host: string | null) {
  try {
    const { account } = await storefrontConfigForHost(host)
    return storefrontSources({
      tagManager: !!account.gtmId,
      consent: !!account.consentToolId,
      mapTiles: account.rootDetail?.dropOffMapEnabled ? settings.mapTileUrl : null,
    })
  } catch (error) {
    if (error instanceof BusinessError) return APP_SOURCES
    throw error
  }
}
