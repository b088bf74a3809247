import { defineConfig } from '@adonisjs/shield'
import { DIRECTIVES, directiveValue } from '#services/content_security_policy'

/**
 * Browser protections. The Content-Security-Policy is computed per request: the browser
 * protections middleware (app/middleware/browser_protections_middleware.ts) picks the sources of the part
 * of the product asked for, and of the storefront's client, before this guard writes them
 * (services/content_security_policy.ts). That middleware also sends Referrer-Policy, and HSTS over https
 * only: shield's HSTS guard would send it on plain http too.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: Object.fromEntries(DIRECTIVES.map((directive) => [directive, [directiveValue(directive)]])),
    reportOnly: false,
  },
  // Never framed (frame-ancestors 'none' for browsers that know CSP, this for the others).
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: true },
  // The API authenticates with bearer tokens, never cookies: there is no session for a CSRF token.
  csrf: { enabled: false },
})

export default shieldConfig
