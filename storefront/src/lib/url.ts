/** True for absolute http(s) URLs: a client-supplied link must never run script (javascript:, data:). */
export function isSafeHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** "Apple iPhone 12 Pro 128 Go" → "apple-iphone-12-pro-128-go", for readable tunnel addresses. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
