import { Datagrid, DateInput, FunctionField, List, SelectInput, useLocale, useTranslate } from 'react-admin'
import { LocaleDateField } from '../lib/LocaleDateField'
import { formatMoney } from '../lib/money'
import { useFilterOptions } from '../lib/useOptions'
import { MonthFilter } from './MonthFilter'
import { NumberCell, ObjectCell, SellerCell } from './RegisterCells'
import { RegisterActions } from './RegisterExportButtons'
import { T, type RegisterEntry } from './types'

interface FilterOptions {
  stores: { id: number; name: string }[]
}
const NO_OPTIONS: FilterOptions = { stores: [] }

const useFilters = () => {
  const { stores } = useFilterOptions<FilterOptions>('purchase-register', NO_OPTIONS)
  return [
    <SelectInput key="storeId" source="storeId" choices={stores} sx={{ minWidth: 220 }} alwaysOn />,
    <MonthFilter key="month" source="month" alwaysOn />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
  ]
}

/**
 * `/purchase-register`: the register of the stores and workshops the user sees, newest first, read only (the
 * API changes no entry). The filters' selection downloads as CSV or PDF.
 */
export const PurchaseRegisterList = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const entry = (render: (entry: RegisterEntry) => React.ReactNode) => (record: unknown) =>
    render(record as RegisterEntry)
  return (
    <List
      filters={useFilters()}
      actions={<RegisterActions />}
      sort={{ field: 'recordedAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<>{translate(`${T}.empty`)}</>}>
        <FunctionField
          source="number"
          render={entry((one) => (
            <NumberCell entry={one} />
          ))}
        />
        <LocaleDateField source="recordedAt" showTime />
        <FunctionField
          source="store"
          sortable={false}
          render={entry((one) => one.store.name ?? translate(`${T}.account_register`))}
        />
        <FunctionField
          source="object"
          sortable={false}
          render={entry((one) => (
            <ObjectCell entry={one} />
          ))}
        />
        <FunctionField
          source="price"
          sortable={false}
          textAlign="right"
          render={entry((one) => formatMoney(one.price, locale, one.currency))}
        />
        <FunctionField
          source="paymentType"
          sortable={false}
          render={entry((one) =>
            one.paymentType ? translate(`${T}.payment_types.${one.paymentType}`, { _: one.paymentType }) : '-'
          )}
        />
        <FunctionField
          source="seller"
          sortable={false}
          render={entry((one) => (
            <SellerCell entry={one} />
          ))}
        />
      </Datagrid>
    </List>
  )
}
