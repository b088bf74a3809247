import { randomUUID } from 'node:crypto'
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { IMPORT_LIMITS } from '#services/catalogue_imports/csv_reader'

/** Where deposits are written while they arrive: the application's tmp folder. */
export const uploadsFolder = () => app.tmpPath('sftp_uploads')

/**
 * A deposit being written: a temporary file, each WRITE at its offset (a write far out leaves a sparse
 * hole, it allocates nothing), never held in memory. A write that would take the file past the import
 * limit is refused before it is made, and the file is removed at once.
 */
export class UploadFile {
  size = 0
  refused = false
  #pending: Promise<unknown> = Promise.resolve()

  private constructor(
    readonly path: string,
    private file: FileHandle
  ) {}

  static async create() {
    await mkdir(uploadsFolder(), { recursive: true })
    const path = join(uploadsFolder(), `${randomUUID()}.csv`)
    return new UploadFile(path, await open(path, 'wx', 0o600))
  }

  /** Writes one chunk; false when the file is refused (too large now, or earlier). */
  async write(offset: number, data: Buffer) {
    if (this.refused) return false
    if (offset + data.length > IMPORT_LIMITS.maxBytes) {
      await this.discard()
      return false
    }
    // The client's buffer is copied: ssh2 may reuse it once the handler returns.
    const chunk = Buffer.from(data)
    const written = this.#pending.then(() => this.file.write(chunk, 0, chunk.length, offset))
    this.#pending = written.catch(() => {})
    await written
    this.size = Math.max(this.size, offset + chunk.length)
    return true
  }

  /** Every write done and the file closed: its path, to be read and then removed by the caller. */
  async finish() {
    await this.#pending
    await this.file.close()
    return this.path
  }

  /** Refused or abandoned: the file is closed and removed. */
  async discard() {
    this.refused = true
    await this.#pending
    await this.file.close().catch(() => {})
    await rm(this.path, { force: true })
  }
}
