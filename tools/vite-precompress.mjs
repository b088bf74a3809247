import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/

function filesOf(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? filesOf(path) : [path]
  })
}

/**
 * A Vite plugin writing a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so that the
 * API sends compressed files (api/app/middleware/spa_files_middleware.ts) without compressing on each request.
 */
export function precompress() {
  let outDir = 'dist'
  return {
    name: 'reprise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      for (const file of filesOf(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const bytes = readFileSync(file)
        if (bytes.length < 512) continue
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        )
      }
    },
  }
}
