import { defineConfig } from '@adonisjs/ally'
import type { HttpContext } from '@adonisjs/core/http'
import type { InferSocialProviders } from '@adonisjs/ally/types'
import { OpenIdConnectDriver } from '#services/openid/driver'

/**
 * Social sign-in: one driver, OpenID Connect, configured per organisation at each sign-in from
 * its SSO configuration (actions/auth/openid.ts), since every organisation brings its provider.
 */
const allyConfig = defineConfig({
  openid: (ctx: HttpContext) => new OpenIdConnectDriver(ctx),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
