import RuleIcon from '@mui/icons-material/Rule'
import { Link } from 'react-router-dom'
import {
  Button,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocale,
} from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'
import { formatMoney } from '../lib/money'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** The rules saying which circuit serves which categories live one click away. */
const CircuitActions = () => {
  const { canAccess: canReadRules } = useCanAccess({ resource: 'dispatch-circuit-rules', action: 'list' })
  return (
    <TopToolbar>
      {canReadRules && (
        <Button component={Link} to="/dispatch-circuit-rules" label="resources.dispatch-circuit-rules.link">
          <RuleIcon />
        </Button>
      )}
      <CreateButton />
    </TopToolbar>
  )
}

export const CircuitList = () => {
  const locale = useLocale()
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List
      filters={listFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<CircuitActions />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        {everyClient && clientColumn}
        <TranslatedField
          source="channel"
          label="resources.circuits.fields.channel"
          prefix="resources.circuits.channels"
        />
        <TranslatedField
          source="deposit"
          label="resources.circuits.fields.deposit"
          prefix="resources.circuits.deposits"
        />
        <FunctionField
          source="depositBonus"
          label="resources.circuits.fields.depositBonusAmount"
          textAlign="right"
          render={(record: { depositBonus: number }) => formatMoney(record.depositBonus, locale)}
        />
        <TranslatedField
          source="status"
          label="resources.circuits.fields.status"
          prefix="resources.circuits.status"
        />
      </Datagrid>
    </List>
  )
}
