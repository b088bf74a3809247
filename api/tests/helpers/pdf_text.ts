import { inflateSync } from 'node:zlib'

/**
 * The text drawn in a PDF made by pdfkit: its content streams are inflated and the strings shown with Tj/TJ
 * (hex-encoded Latin-1 for the built-in fonts) decoded, so that a test can look for what a reader would see.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1')
  const texts: string[] = []
  const streams = /stream\r?\n/g
  let match: RegExpExecArray | null
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    for (const shown of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hexes = shown[1] ? [...shown[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((one) => one[1]) : [shown[2]]
      texts.push(hexes.map((hex) => Buffer.from(hex!, 'hex').toString('latin1')).join(''))
    }
  }
  return texts.join('\n')
}
