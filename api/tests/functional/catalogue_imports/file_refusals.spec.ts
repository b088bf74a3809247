import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { COLUMNS } from '#services/catalogue_imports/columns'
import { IMPORT_LIMITS } from '#services/catalogue_imports/csv_reader'
import { checkCsvFile } from '#services/catalogue_imports/file_check'
import {
  ADMIN,
  PRODUCT_HEADER,
  accountOf,
  importFile,
  tokens,
} from '#tests/functional/catalogue_imports/fixtures'

const en = () => i18nManager.locale('en')

const productLine = (index: number) => `;apple-iphone;Refused file ${index};Apple;;;draft;10;;`

const labelledCount = async () =>
  Number((await db.from('products').where('label', 'like', 'Refused file%').count('* as total'))[0].total)

/** The lines of a file, made as they are read (a large file is never held by the test either). */
async function* linesOf(header: string, count: number, last?: string) {
  yield `${header}\n`
  const block = 10_000
  for (let start = 0; start < count; start += block) {
    const lines = []
    for (let index = start; index < Math.min(count, start + block); index++) lines.push(productLine(index))
    yield `${lines.join('\n')}\n`
  }
  if (last) yield `${last}\n`
}

const product = (source: AsyncIterable<string | Buffer>) => checkCsvFile(source, COLUMNS.product)

test.group('Catalogue imports / a bad file is refused before anything is written', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // The line limit lowered to three batches for the suite's speed: the rules are the same at 200,000 lines,
  // and a reader that wrote batch by batch before counting would write two batches of the file over it.
  group.each.setup(() => {
    const limit = IMPORT_LIMITS.maxLines
    IMPORT_LIMITS.maxLines = IMPORT_LIMITS.batchSize * 3
    return () => {
      IMPORT_LIMITS.maxLines = limit
    }
  })

  test('a file one line over the limit writes nothing and the import says why', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    let body = ''
    for await (const part of linesOf(PRODUCT_HEADER, IMPORT_LIMITS.maxLines + 1)) body += part
    const finished = await importFile(client, token, accountId, Buffer.from(body))
    assert.equal(finished.status, 'error')
    assert.equal(
      finished.report.error,
      en().t('errors.import_too_many_lines', { max: IMPORT_LIMITS.maxLines })
    )
    assert.deepEqual(finished.report.lines_count, { found: 0, inserted: 0, updated: 0, ignored: 0 })
    assert.equal(await labelledCount(), 0)
  })

  test('a file broken on its last line writes nothing and the import says why', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    let body = ''
    // Three batches of good lines before the unclosed quote.
    for await (const part of linesOf(
      PRODUCT_HEADER,
      IMPORT_LIMITS.batchSize * 3,
      ';apple-iphone;"Unclosed;Apple;;;draft;10;;'
    )) {
      body += part
    }
    const finished = await importFile(client, token, accountId, Buffer.from(body))
    assert.equal(finished.status, 'error')
    assert.equal(finished.report.error, en().t('errors.import_file_invalid'))
    assert.equal(finished.report.lines_count.found, 0)
    assert.equal(await labelledCount(), 0)
  })

  test('the checking pass takes a file at the limit and refuses one too large, not text or without a known column', async ({
    assert,
  }) => {
    assert.deepEqual(await product(linesOf(PRODUCT_HEADER, IMPORT_LIMITS.maxLines)), {
      lines: IMPORT_LIMITS.maxLines,
    })
    const refusal = (source: AsyncIterable<string | Buffer>) =>
      product(source).then(
        () => null,
        (error) => error.code as string
      )
    // Refused on the chunk that passes the limit, before it is parsed.
    async function* tooLarge() {
      yield `${PRODUCT_HEADER}\n`
      yield Buffer.alloc(IMPORT_LIMITS.maxBytes, '\n')
    }
    assert.equal(await refusal(tooLarge()), 'import_file_too_large')
    async function* binary() {
      yield `${PRODUCT_HEADER}\n${productLine(1)}\n`
      yield Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])
    }
    assert.equal(await refusal(binary()), 'import_file_invalid')
    assert.equal(await refusal(linesOf('colour;size', 3)), 'import_no_known_column')
    assert.equal(await refusal(linesOf('', 0)), 'import_file_empty')
  })
})
