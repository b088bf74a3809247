/** True for absolute http(s) URLs: a client-supplied link must never run script (javascript:, data:). */
export function isSafeHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
