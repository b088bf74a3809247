import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/**
 * French is the default, English the fallback, Dutch and German complete (DESIGN.md §6).
 */
const i18nConfig = defineConfig({
  defaultLocale: 'fr',
  supportedLocales: ['fr', 'en', 'nl', 'de'],
  fallbackLocales: { nl: 'en', de: 'en', fr: 'en' },
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
