import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import ssh2 from 'ssh2'

/**
 * The server's host key: generated at the first start and kept (never downloaded, never committed), so
 * that clients that trusted it once keep trusting it. Several processes starting at once may each write
 * one: the file is written only when missing, and every process reads back what is on disk.
 */
export function hostKeyAt(path: string) {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true })
    const pair = ssh2.utils.generateKeyPairSync('ed25519', {})
    try {
      writeFileSync(path, pair.private, { flag: 'wx', mode: 0o600 })
    } catch (error: any) {
      if (error?.code !== 'EEXIST') throw error
    }
  }
  chmodSync(path, 0o600)
  return readFileSync(path)
}
