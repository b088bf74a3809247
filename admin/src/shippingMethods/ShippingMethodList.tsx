import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useLocale,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'
import { TranslatedField } from '../layout/TranslatedField'
import { formatMoney } from '../lib/money'
import { ModeKindField } from '../paymentModes/ModeKindField'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** The modifier as the customer feels it: "+5 %" or "−5,00 €". */
const Modifier = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const { type, value } = record.modifier ?? {}
  if (!value) return <>{translate('resources.shipping-methods.no_modifier')}</>
  return (
    <>
      {type === 'percentage'
        ? `${value > 0 ? '+' : ''}${value} %`
        : `${value > 0 ? '+' : ''}${formatMoney(value, locale)}`}
    </>
  )
}

/** Transport modes offered with a circuit, reached from the payment modes list. */
export const ShippingMethodList = () => {
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List filters={listFilters} sort={{ field: 'type', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ModeKindField
          path="shipping-methods/types"
          source="type"
          label="resources.shipping-methods.fields.type"
        />
        {everyClient && clientColumn}
        <TranslatedField
          source="channel"
          label="resources.shipping-methods.fields.channel"
          prefix="resources.circuits.channels"
        />
        <TextField source="description" />
        <FunctionField
          source="modifier.value"
          sortable={false}
          render={(record: RaRecord) => <Modifier record={record} />}
        />
        <FunctionField
          source="countries"
          sortable={false}
          render={(record: RaRecord) => record.countries.join(', ')}
        />
        <TranslatedField
          source="status"
          label="resources.shipping-methods.fields.status"
          prefix="resources.circuits.status"
        />
      </Datagrid>
    </List>
  )
}
