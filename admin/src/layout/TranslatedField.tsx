import { FunctionField, useTranslate, type RaRecord } from 'react-admin'

/**
 * A coded value shown through its translation `<prefix>.<value>`. `label` is read by the Datagrid for
 * the column header.
 */
export const TranslatedField = ({ source, prefix }: { source: string; prefix: string; label?: string }) => {
  const translate = useTranslate()
  return (
    <FunctionField source={source} render={(record: RaRecord) => translate(`${prefix}.${record[source]}`)} />
  )
}
