import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * argon2id with the OWASP parameters: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
 */
const hashConfig = defineConfig({
  default: 'argon',
  list: {
    argon: drivers.argon2({
      version: 0x13,
      variant: 'id',
      iterations: 2,
      memory: 19456,
      parallelism: 1,
      saltSize: 16,
      hashLength: 32,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
