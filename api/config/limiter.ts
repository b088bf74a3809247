import { defineConfig, stores } from '@adonisjs/limiter'
import { settings } from '#config/settings'

/**
 * Login throttling. The database store keeps counters in the rate_limits table so that several API
 * processes share them; Redis can replace it when one machine is outgrown.
 */
const limiterConfig = defineConfig({
  default: settings.limiterStore,
  stores: {
    database: stores.database({
      tableName: 'rate_limits',
      clearExpiredByTimeout: false,
    }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
