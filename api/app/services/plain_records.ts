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

export function plainRecords<Model extends LucidModel>(
  model: Model,
  rows: Record<string, any>[]
): PlainRecord<Model>[] {
  const columns = [...model.$columnsDefinitions.entries()].map(([attribute, column]) => ({
    attribute,
    column: column.columnName,
    consume: column.consume,
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
