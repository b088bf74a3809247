import { FunctionField, useTranslate, type RaRecord } from 'react-admin'

/** `source` may be a path, e.g. `circuit.channel`. */
const valueAt = (record: RaRecord, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record)

/**
 * A coded value shown through its translation `<prefix>.<value>`. `label` is read by the Datagrid for
 * the column header.
 */
export const TranslatedField = ({ source, prefix }: { source: string; prefix: string; label?: string }) => {
  const translate = useTranslate()
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => translate(`${prefix}.${valueAt(record, source)}`)}
    />
  )
}
