import { DateTime } from 'luxon'
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

/**
 * Lucid's date columns consume SQLite's text with Luxon's fromSQL, which tries every SQL form it knows
 * and then builds DateTime.fromObject of the parts; the one form SQLite holds goes to fromObject at once,
 * the same DateTime in the same zone (2.4 -> 1.5 µs a date; a page of users or entities holds 75 to 100).
 * Any other text, and MariaDB's Date objects, go to the column's consume.
 */
function consumingSqlText(consume: Consume): Consume {
  return (value, attribute, model) => {
    const parts = typeof value === 'string' ? SQL_TEXT.exec(value) : null
    if (!parts) return consume(value, attribute, model)
    return DateTime.fromObject({
      year: Number(parts[1]),
      month: Number(parts[2]),
      day: Number(parts[3]),
      hour: Number(parts[4] ?? 0),
      minute: Number(parts[5] ?? 0),
      second: Number(parts[6] ?? 0),
      millisecond: 0,
    })
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
