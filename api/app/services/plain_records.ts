import { DateTime, Settings } from 'luxon'
import type { LucidModel, ModelAttributes } from '@adonisjs/lucid/types/model'

/**
 * A row as its model reads it (attribute names, each column's `consume`: booleans, Luxon dates), with the
 * columns the model does not know in `$extras`, and no relation loaded: what a presenter reads of a model,
 * without building one. A page of list rows is read on every visit of a list, and a model instance (its
 * proxy, its attributes set one by one, its copy of the originals) costs several times what reading the
 * row costs; so does a preload matching every child with every parent.
 */
export type PlainRecord<Model extends LucidModel> = Pick<
  InstanceType<Model>,
  keyof ModelAttributes<InstanceType<Model>> & keyof InstanceType<Model>
> & {
  $extras: Record<string, any>
  $preloaded: Record<string, unknown>
}

type Consume = (value: any, attribute: string, model: any) => any

/** SQLite's text of a Lucid date-time or date column: `2026-11-28 00:21:57`, or `2026-11-28`. */
const SQL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/

/** Lucid's own consume of its date-time and date columns (a column may bring its own). */
const LUCID_DATE_CONSUMES = new Set(['consumeDateTimeColumn', 'consumeDateColumn'])

/** Whether the system's zone, which Luxon's default zone is unless set, is UTC: read once per process. */
let systemIsUtc: boolean | undefined
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Etc/Universal', 'Universal', 'GMT', 'Etc/GMT', 'Zulu'])

/**
 * The offset in minutes of Luxon's default zone when it is a fixed one (UTC, as the API runs), else null:
 * a local time there is one instant, computed without Luxon's calendar arithmetic.
 */
function fixedDefaultOffset(): number | null {
  const zone = Settings.defaultZone
  if (zone.isUniversal) return zone.offset(0)
  if (zone.type !== 'system') return null
  systemIsUtc ??= UTC_NAMES.has(zone.name)
  return systemIsUtc ? 0 : null
}

/**
 * Lucid's date columns consume SQLite's text with Luxon's fromSQL, which tries every SQL form it knows
 * and then builds DateTime.fromObject of the parts; the one form SQLite holds is read here at once, the
 * same DateTime in the same zone. In a fixed zone (UTC) its instant is computed and given to fromMillis,
 * several times faster than fromSQL (a page of users or entities holds 75 to 100 dates).
 * Any other text, and MariaDB's Date objects, go to the column's consume.
 */
function consumingSqlText(consume: Consume): Consume {
  return (value, attribute, model) => {
    const parts = typeof value === 'string' ? SQL_TEXT.exec(value) : null
    if (!parts) return consume(value, attribute, model)
    const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
    const [hour, minute, second] = [Number(parts[4] ?? 0), Number(parts[5] ?? 0), Number(parts[6] ?? 0)]
    const offset = fixedDefaultOffset()
    if (offset !== null && year >= 100) {
      // Date.UTC reads years 0 to 99 as 1900 to 1999, and rolls a part past its end (a 30 February, a
      // 24:00) over into the next: such a text goes the long way (Luxon makes an invalid date of it).
      const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
      const read = [utc.getUTCMonth() + 1, utc.getUTCDate(), utc.getUTCHours(), utc.getUTCMinutes()]
      if (read.join() === [month, day, hour, minute].join() && utc.getUTCSeconds() === second) {
        return DateTime.fromMillis(utc.getTime() - offset * 60_000)
      }
    }
    return DateTime.fromObject({ year, month, day, hour, minute, second, millisecond: 0 })
  }
}

const consumerOf = (consume: Consume | undefined) =>
  consume && LUCID_DATE_CONSUMES.has(consume.name) ? consumingSqlText(consume) : consume

export function plainRecords<Model extends LucidModel>(
  model: Model,
  rows: Record<string, any>[]
): PlainRecord<Model>[] {
  const columns = [...model.$columnsDefinitions.entries()].map(([attribute, column]) => ({
    attribute,
    column: column.columnName,
    consume: consumerOf(column.consume),
  }))
  const known = new Set(columns.map(({ column }) => column))
  return rows.map((row) => {
    const record: Record<string, any> = { $extras: {}, $preloaded: {} }
    for (const { attribute, column, consume } of columns) {
      if (!(column in row)) continue
      record[attribute] = consume ? consume(row[column], attribute, model.prototype) : row[column]
    }
    for (const key in row) if (!known.has(key)) record.$extras[key] = row[key]
    return record as PlainRecord<Model>
  })
}
