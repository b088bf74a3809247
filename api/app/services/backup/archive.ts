import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, join, normalize, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import tar from 'tar-stream'

/**
 * A backup archive: a gzipped tar of named entries (the manifest, the database, the stored files), written
 * one entry at a time and read back into a folder.
 */
export class ArchiveWriter {
  #pack = tar.pack()
  #done: Promise<void>

  constructor(path: string) {
    this.#done = pipeline(this.#pack, createGzip(), createWriteStream(path))
  }

  add(name: string, bytes: Buffer) {
    return new Promise<void>((resolve, reject) =>
      this.#pack.entry({ name, size: bytes.length }, bytes, (error) => (error ? reject(error) : resolve()))
    )
  }

  async addFile(name: string, path: string, size: number) {
    const entry = this.#pack.entry({ name, size })
    await pipeline(createReadStream(path), entry)
  }

  close() {
    this.#pack.finalize()
    return this.#done
  }
}

/** Writes every entry of the archive below `folder`; an entry naming a path outside it is refused. */
export async function extractArchive(path: string, folder: string) {
  const extract = tar.extract()
  const writing = (async () => {
    for await (const entry of extract) {
      const target = normalize(join(folder, entry.header.name))
      if (!target.startsWith(folder + sep)) throw new Error(`unsafe entry ${entry.header.name}`)
      await mkdir(dirname(target), { recursive: true })
      await pipeline(entry, createWriteStream(target))
    }
  })()
  await Promise.all([pipeline(createReadStream(path), createGunzip(), extract), writing])
}
