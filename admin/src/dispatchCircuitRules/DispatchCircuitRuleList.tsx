import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useCanAccess,
  type RaRecord,
} from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'

/** Which circuit serves which categories; reached from the circuits list. */
export const DispatchCircuitRuleList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'dispatch-circuit-rules', action: 'edit' })
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters([])
  return (
    <List
      filters={listFilters.length ? listFilters : undefined}
      perPage={25}
      sort={{ field: 'id', order: 'ASC' }}
      actions={<TopToolbar>{canEdit && <CreateButton />}</TopToolbar>}
    >
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        {everyClient && clientColumn}
        <FunctionField
          source="circuitId"
          sortable={false}
          render={(record: RaRecord) => record.circuit?.name}
        />
        <TranslatedField
          source="circuit.channel"
          label="resources.circuits.fields.channel"
          prefix="resources.circuits.channels"
        />
        <FunctionField
          source="categoryIds"
          sortable={false}
          render={(record: RaRecord) => (record.categoryLabels as string[]).join(', ')}
        />
        <TextField source="description" />
        <TranslatedField
          source="status"
          label="resources.dispatch-circuit-rules.fields.status"
          prefix="resources.warehouse-dispatch.status"
        />
      </Datagrid>
    </List>
  )
}
