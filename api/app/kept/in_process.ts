/**
 * Values kept in the API process with the version of the rows they were read from: a caller
 * reads the version first (one small statement, or one it already has), then gets the value kept at that
 * version, or reads it again. Every version read here is moved by database triggers in the statement of each
 * write to those rows, whichever process or instance makes it (#kept/registry declares them), so a value read
 * after its version is at worst newer than it, never older, and a write is seen by the next request.
 * At most `max` keys are kept, the least recently used going first. A kept value is shared by every
 * request that gets it: callers only read it (an array of ids, a map of counts).
 */
export class KeptByVersion {
  readonly #entries = new Map<string, { version: string; value: unknown }>()

  constructor(private readonly max: number) {}

  async get<T>(key: string, version: string, read: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key)
    this.#entries.delete(key)
    if (entry?.version === version) {
      this.#entries.set(key, entry)
      return entry.value as T
    }
    const value = await read()
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, { version, value })
    return value
  }
}
