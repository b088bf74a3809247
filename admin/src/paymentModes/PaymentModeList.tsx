import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { PaymentModeAlert } from './PaymentModeAlert'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** A coded value shown through its translation `<prefix>.<value>`. */
const TranslatedField = ({ source, prefix }: { source: string; prefix: string; label: string }) => {
  const translate = useTranslate()
  return (
    <FunctionField source={source} render={(record: RaRecord) => translate(`${prefix}.${record[source]}`)} />
  )
}

export const PaymentModeList = () => (
  <>
    <PaymentModeAlert />
    <List filters={filters} sort={{ field: 'label', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="label" />
        <TranslatedField
          source="type"
          label="resources.paymentModes.fields.type"
          prefix="resources.paymentModes.types"
        />
        <TextField source="provider" />
        <TranslatedField
          source="bonusMode"
          label="resources.paymentModes.fields.bonusMode"
          prefix="resources.paymentModes.bonus_modes"
        />
        <TranslatedField
          source="status"
          label="resources.paymentModes.fields.status"
          prefix="resources.paymentModes.status"
        />
      </Datagrid>
    </List>
  </>
)
