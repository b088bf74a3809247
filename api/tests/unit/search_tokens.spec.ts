import { test } from '@japa/runner'
import { allowedEdits, editDistance, indexTokens, searchTokens } from '#services/product_search/tokens'
import { applySynonyms, correctedKeyword, prefixEnd, resolveTerms } from '#services/product_search/relevance'

test.group('Product search / tokens', () => {
  test('case and accents are folded; punctuation separates', ({ assert }) => {
    assert.deepEqual(searchTokens('  Édition DIGITAL, Crème! '), ['edition', 'digital', 'creme'])
    assert.deepEqual(searchTokens('ZV-E10'), ['zv', 'e', '10'])
    assert.deepEqual(searchTokens(''), [])
    assert.deepEqual(searchTokens(null), [])
  })

  test('letters and digits are split', ({ assert }) => {
    assert.deepEqual(searchTokens('iphone13'), searchTokens('iPhone 13'))
    assert.deepEqual(searchTokens('fold5'), ['fold', '5'])
    assert.deepEqual(searchTokens('HERO11 Black'), ['hero', '11', 'black'])
    assert.deepEqual(searchTokens('Pixel 7a'), ['pixel', '7', 'a'])
  })

  test('storage and size units stay with their number, in one spelling', ({ assert }) => {
    for (const spelling of ['512go', '512 go', '512 Go', '512GB', '512 gb']) {
      assert.deepEqual(searchTokens(spelling), ['512go'], spelling)
    }
    assert.deepEqual(searchTokens('1 To'), ['1to'])
    assert.deepEqual(searchTokens('2TB'), ['2to'])
    assert.deepEqual(searchTokens('45 mm GPS'), ['45mm', 'gps'])
    assert.deepEqual(searchTokens('13 pouces'), searchTokens('13 inch'))
    assert.deepEqual(searchTokens('go pro'), ['go', 'pro'])
  })

  test('a product is also found by the bare number of its sizes', ({ assert }) => {
    assert.deepEqual(indexTokens('iPhone 13 512 Go Noir'), ['iphone', '13', '512go', '512', 'noir'])
    assert.deepEqual(indexTokens('Noir noir NOIR'), ['noir'])
  })

  test('typos: one edit from 4 letters, two from 8, none in numbers or sizes', ({ assert }) => {
    assert.equal(allowedEdits('pro'), 0)
    assert.equal(allowedEdits('ipone'), 1)
    assert.equal(allowedEdits('galaxi'), 1)
    assert.equal(allowedEdits('playstaion'), 2)
    assert.equal(allowedEdits('12345678'), 0)
    assert.equal(allowedEdits('512go'), 0)
  })

  test('edit distance counts a swap of two letters as one edit and stops past its bound', ({ assert }) => {
    assert.equal(editDistance('ipone', 'iphone', 2), 1)
    assert.equal(editDistance('pixle', 'pixel', 2), 1)
    assert.equal(editDistance('galaxi', 'galaxy', 2), 1)
    assert.equal(editDistance('samsung', 'samsung', 2), 0)
    assert.equal(editDistance('iphone', 'android', 2), 3)
    assert.equal(editDistance('a', 'abcdef', 1), 2)
  })
})

test.group('Product search / terms', () => {
  const lexicon = {
    words: ['iphone', 'ipad', 'galaxy', 'playstation', 'pro', 'promo'],
    synonyms: [{ term: ['ps', '5'], replacement: ['playstation', '5'] }],
  }

  test('synonyms replace what they name, once', ({ assert }) => {
    assert.deepEqual(
      applySynonyms(['ps', '5', 'slim'], lexicon.synonyms).map(({ token }) => token),
      ['playstation', '5', 'slim']
    )
    assert.deepEqual(
      applySynonyms(['playstation', 'ps', '5'], lexicon.synonyms).map(({ token }) => token),
      ['playstation', '5']
    )
  })

  test('a word matches whole, as a prefix, or with typos only when it begins no word', ({ assert }) => {
    const [ip, pro, ipone, thirteen] = resolveTerms(['ip', 'pro', 'ipone', '13'], lexicon, false)
    assert.deepEqual(ip.prefix, ['ipad', 'iphone'])
    assert.deepEqual(pro.prefix, ['promo'])
    assert.deepEqual(pro.typo, [])
    assert.deepEqual(ipone.typo, ['iphone'])
    assert.deepEqual(thirteen, { token: '13', whole: ['13'], prefix: [], typo: [] })
    assert.deepEqual(resolveTerms(['i'], lexicon, false)[0].prefix, [])
    assert.deepEqual(resolveTerms(['i'], lexicon, true)[0].prefix, ['ipad', 'iphone'])
  })

  test('did you mean corrects the unknown words only', ({ assert }) => {
    assert.equal(correctedKeyword(['gallaxi', '13'], lexicon), 'galaxy 13')
    assert.isNull(correctedKeyword(['iphone', '13'], lexicon))
    assert.isNull(correctedKeyword(['zzzzzz'], lexicon))
  })

  test('a prefix is a range of the index', ({ assert }) => {
    assert.equal(prefixEnd('iph'), 'ipi')
    assert.equal(prefixEnd('az'), 'a{')
  })
})
