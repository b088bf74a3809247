import { Stack } from '@mui/material'
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'
import { useDispatchOptions } from './useDispatchOptions'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

interface Condition {
  attribute: string
  operator: string
  values: string[]
}

/** Each condition as a sentence: "Brand is one of Apple, Samsung". */
const Conditions = ({ record, categories }: { record: RaRecord; categories: Map<string, string> }) => {
  const translate = useTranslate()
  const value = (condition: Condition, code: string) => {
    if (condition.attribute === 'category') return categories.get(code) ?? code
    if (condition.attribute === 'circuit') return translate(`resources.circuits.codes.${code}`)
    if (condition.attribute === 'productState')
      return translate(`resources.warehouse-dispatch.states.${code}`)
    return code
  }
  return (
    <Stack spacing={0.5}>
      {(record.conditions as Condition[]).map((condition, index) => (
        <span key={index}>
          {translate(`resources.warehouse-dispatch.attributes.${condition.attribute}`)}{' '}
          {translate(`resources.warehouse-dispatch.operators.${condition.operator}`)}{' '}
          {condition.values.map((code) => value(condition, code)).join(', ')}
        </span>
      ))}
    </Stack>
  )
}

/** `/warehouse-dispatch`: the rules in the order they are tried; the first that matches decides. */
export const WarehouseDispatchList = () => {
  const { categories } = useDispatchOptions()
  const labels = new Map(categories.map((category) => [category.id, category.label]))
  const { canAccess: canEdit } = useCanAccess({ resource: 'warehouse-dispatch', action: 'edit' })
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List filters={listFilters} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="title" />
        {everyClient && clientColumn}
        <FunctionField
          source="conditions"
          sortable={false}
          render={(record: RaRecord) => <Conditions record={record} categories={labels} />}
        />
        <FunctionField
          source="destinationWarehouseIds"
          sortable={false}
          render={(record: RaRecord) =>
            (record.destinationWarehouses as { id: number; commonName: string }[])
              .map((warehouse) =>
                warehouse.id === record.defaultWarehouseId
                  ? `${warehouse.commonName} ★`
                  : warehouse.commonName
              )
              .join(', ')
          }
        />
        <BooleanField source="geographic" sortable={false} />
        <TranslatedField
          source="status"
          label="resources.warehouse-dispatch.fields.status"
          prefix="resources.warehouse-dispatch.status"
        />
      </Datagrid>
    </List>
  )
}
