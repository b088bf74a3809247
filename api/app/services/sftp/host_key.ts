import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import ssh2 from 'ssh2'

const usable = (key: Buffer | string) => !(ssh2.utils.parseKey(key) instanceof Error)

/**
 * An ed25519 key ssh2 can read back. ssh2's generator now and then writes one its own parser calls
 * malformed (about 1 in 150 here): such a key is drawn again.
 */
function newHostKey() {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519', {})
    if (usable(pair.private)) return pair.private
  }
  throw new Error('could not generate a readable SFTP host key')
}

/**
 * The server's host key: generated at the first start and kept (never downloaded, never committed), so
 * that clients that trusted it once keep trusting it. Several processes starting at once may each write
 * one: the file is written only when missing, and every process reads back what is on disk. A kept key
 * the server could not read (written by an earlier version) is replaced.
 */
export function hostKeyAt(path: string) {
  if (existsSync(path) && !usable(readFileSync(path))) rmSync(path, { force: true })
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true })
    try {
      writeFileSync(path, newHostKey(), { flag: 'wx', mode: 0o600 })
    } catch (error: any) {
      if (error?.code !== 'EEXIST') throw error
    }
  }
  chmodSync(path, 0o600)
  return readFileSync(path)
}
