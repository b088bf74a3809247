import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import proxyAddr from 'proxy-addr'
import { settings } from '#config/settings'

const trustedProxies = settings.trustedProxies
  .split(',')
  .map((one) => one.trim())
  .filter(Boolean)

export const appKey = new Secret(env.get('APP_KEY'))

export const http = defineConfig({
  // The framework makes no id of its own: services/observability/request_id.ts gives each request one (a
  // trusted proxy's X-Request-Id kept) before the framework reads the header.
  generateRequestId: false,
  allowMethodSpoofing: false,
  // Off: the audit hooks, the only readers, get the actor from services/actor_scope.ts, entered by the
  // requests that have one; AdonisJS' storage made every request pay Node 20's promise hooks.
  useAsyncLocalStorage: false,
  // X-Forwarded-For is believed only from the proxies TRUSTED_PROXIES names, so that a client cannot pick
  // its own address (login throttling is keyed on it); none by default.
  trustProxy: trustedProxies.length ? proxyAddr.compile(trustedProxies) : () => false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
