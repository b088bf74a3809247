import { test } from '@japa/runner'
import { sniffType } from '#services/uploads'

test.group('Uploads / type from content', () => {
  test('recognises JPEG, PNG, ICO and PDF by their first bytes, whatever the name', ({ assert }) => {
    assert.equal(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])), 'jpg')
    assert.equal(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'png')
    assert.equal(sniffType(new Uint8Array([0, 0, 1, 0, 1, 0])), 'ico')
    assert.equal(sniffType(new TextEncoder().encode('%PDF-1.7')), 'pdf')
  })

  test('refuses anything else, such as HTML renamed to .png', ({ assert }) => {
    assert.isNull(sniffType(new TextEncoder().encode('<html><script>')))
    assert.isNull(sniffType(new Uint8Array([])))
  })
})
