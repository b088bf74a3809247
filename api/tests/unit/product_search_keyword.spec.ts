import { test } from '@japa/runner'
import { keywordWords } from '#services/product_search/keyword'

test.group('Product search / keyword words', () => {
  test('words of 3+ characters go to the index without case or accents; the rest match anywhere', ({
    assert,
  }) => {
    assert.deepEqual(keywordWords('  Galaxy S23 Crème 5G  '), {
      indexed: ['galaxy', 's23', 'creme'],
      anywhere: ['5g'],
    })
  })

  test('operators and punctuation never reach the full-text query', ({ assert }) => {
    assert.deepEqual(keywordWords('+iphone -13* "pro" (max) APP-123'), {
      indexed: ['iphone', 'pro', 'max', 'app', '123'],
      anywhere: ['13'],
    })
  })

  test('InnoDB stop words and repeated words are handled alike on every engine', ({ assert }) => {
    assert.deepEqual(keywordWords('the watch with the strap'), {
      indexed: ['watch', 'strap'],
      anywhere: ['the', 'with'],
    })
    assert.deepEqual(keywordWords(undefined), { indexed: [], anywhere: [] })
  })
})
