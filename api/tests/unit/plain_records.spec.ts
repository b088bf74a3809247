import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import Item from '#models/item'
import { plainRecords } from '#services/plain_records'

/** SQLite's text of date-time and date columns, around the days a zone changes its offset, and the odd ones. */
const DATE_TIMES = [
  '2026-11-28 00:21:57',
  '2026-03-29 01:59:59',
  '2026-03-29 02:30:00',
  '2026-03-29 03:00:00',
  '2026-10-25 02:30:00',
  '2024-02-29 23:59:59',
  '2026-02-30 10:00:00',
  '2026-11-28 24:00:00',
  '2026-13-01 10:00:00',
  '2026-11-28 10:60:00',
  '2026-11-28 10:00:60',
  '0099-06-01 12:00:00',
  '2026-11-28T00:21:57.000+01:00',
  '2026-11-28 00:21:57.250',
]
const DAYS = ['2026-11-28', '2026-03-29', '2026-10-25', '2026-13-01']

const sameDateTime = (actual: unknown, expected: DateTime) => {
  const one = actual as DateTime
  return (
    [one.isValid, one.toMillis(), one.zoneName, one.toISO(), one.invalidReason].join('|') ===
    [expected.isValid, expected.toMillis(), expected.zoneName, expected.toISO(), expected.invalidReason].join(
      '|'
    )
  )
}

test.group('Plain records', (group) => {
  const zone = Settings.defaultZone
  group.each.teardown(() => {
    Settings.defaultZone = zone
  })

  // The system zone is UTC on the machines that run the API; UTC and a fixed offset are read the short way.
  for (const inZone of ['system', 'UTC', 'UTC+2', 'Europe/Paris', 'America/Santiago']) {
    test(`date columns read from SQLite text are Lucid's own DateTime (${inZone})`, ({ assert }) => {
      Settings.defaultZone = inZone
      const rows = DATE_TIMES.map((text, index) => ({
        id: index,
        updated_at: text,
        ready_from: DAYS[index % DAYS.length],
      }))
      const records = plainRecords(Item, rows)
      records.forEach((record, index) => {
        assert.isTrue(sameDateTime(record.updatedAt, DateTime.fromSQL(DATE_TIMES[index])), DATE_TIMES[index])
        const day = DAYS[index % DAYS.length]
        assert.isTrue(sameDateTime(record.readyFrom, DateTime.fromSQL(day)), day)
      })
    })
  }

  test("Lucid's own date consumes are the ones read the short way", ({ assert }) => {
    assert.equal(Item.$getColumn('updatedAt')?.consume?.name, 'consumeDateTimeColumn')
    assert.equal(Item.$getColumn('readyFrom')?.consume?.name, 'consumeDateColumn')
  })

  test('a Date (MariaDB) and null go through the column as before', ({ assert }) => {
    const at = new Date('2026-11-28T00:21:57Z')
    const [record] = plainRecords(Item, [{ id: 1, updated_at: at, ready_from: null, stock_entered_at: null }])
    assert.equal(record.updatedAt.toMillis(), at.getTime())
    assert.isNull(record.readyFrom)
    assert.isNull(record.stockEnteredAt)
  })
})
