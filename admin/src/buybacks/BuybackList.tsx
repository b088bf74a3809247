import { Chip, Stack, Typography } from '@mui/material'
import {
  BooleanInput,
  Datagrid,
  FilterButton,
  DateInput,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useLocale,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { LocaleDateField } from '../lib/LocaleDateField'
import { choices } from '../circuits/choices'
import { formatMoney } from '../lib/money'
import { useFilterOptions } from '../lib/useOptions'
import { ExportCsvButton } from '../lib/ExportCsvButton'
import { BUYBACK_STATUSES, STATUS_GROUPS } from '@domain/statuses'
import { statusColour } from './statuses'

interface FilterOptions {
  stores: { id: number; name: string }[]
  circuits: { id: number; name: string }[]
}
const NO_OPTIONS: FilterOptions = { stores: [], circuits: [] }

/** The filters of `/buybacks`; the stores and circuits offered are those the caller's list holds. */
const useFilters = () => {
  const options = useFilterOptions<FilterOptions>('buybacks', NO_OPTIONS)
  return [
    ...filters,
    <SelectInput key="storeId" source="storeId" choices={options.stores} optionText="name" />,
    <SelectInput key="circuitId" source="circuitId" choices={options.circuits} optionText="name" />,
  ]
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="statusGroup"
    source="statusGroup"
    choices={choices(Object.keys(STATUS_GROUPS), 'resources.buybacks.groups')}
    alwaysOn
  />,
  // Off sends nothing: the list then holds every buy-back, not those without a pending proposal.
  <BooleanInput
    key="pendingProposal"
    source="pendingProposal"
    parse={(on: boolean) => (on ? true : null)}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    choices={choices([...BUYBACK_STATUSES], 'resources.buybacks.statuses')}
  />,
  <SelectInput
    key="channel"
    source="channel"
    choices={choices(['web', 'store'], 'resources.circuits.channels')}
  />,
  <TextInput key="identificationNumber" source="identificationNumber" />,
  <TextInput key="customer" source="customer" />,
  <TextInput key="product" source="product" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
]

export const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      color={statusColour(status)}
      label={translate(`resources.buybacks.statuses.${status}`)}
    />
  )
}

/** The status, and beside it a new price proposal the customer has not answered yet. */
const StatusCell = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate()
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusChip status={record.status} />
      {record.pendingProposal ? (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={translate('resources.buybacks.pending_proposal')}
        />
      ) : null}
    </Stack>
  )
}

const BuybackActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton resource="buybacks" fileName="buybacks.csv" label="resources.buybacks.export" />
  </TopToolbar>
)

/** The columns of the buy-back lists; a row opens the buy-back's details. */
const BuybackGrid = () => {
  const locale = useLocale()
  return (
    <Datagrid rowClick={(id) => `/buybacks/${id}/show`} bulkActionButtons={false}>
      <TextField source="identificationNumber" label="resources.buybacks.fields.identificationNumber" />
      <LocaleDateField source="createdAt" label="resources.buybacks.fields.createdAt" showTime />
      <FunctionField
        source="status"
        label="resources.buybacks.fields.status"
        render={(record: RaRecord) => <StatusCell record={record} />}
      />
      <TextField source="customerName" label="resources.buybacks.fields.customerName" sortable={false} />
      <TextField source="product" label="resources.buybacks.fields.product" sortable={false} />
      <TextField source="circuit.name" label="resources.buybacks.fields.circuit" sortable={false} />
      <TextField source="store.name" label="resources.buybacks.fields.store" sortable={false} />
      <FunctionField
        source="declaredPrice"
        label="resources.buybacks.fields.declaredPrice"
        render={(record: RaRecord) => formatMoney(record.declaredPrice, locale)}
      />
    </Datagrid>
  )
}

/** `/buybacks`: the buy-backs the caller's role may see, filtered, sorted and paged on the server. */
export const BuybackList = () => (
  <List
    filters={useFilters()}
    exporter={false}
    actions={<BuybackActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
  >
    <BuybackGrid />
  </List>
)

// Labelled with the buy-backs' names: this list is another resource's view of the same rows.
const predeclaredFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput
    key="identificationNumber"
    source="identificationNumber"
    label="resources.buybacks.fields.identificationNumber"
  />,
  <TextInput key="customer" source="customer" label="resources.buybacks.fields.customer" />,
  <DateInput key="createdFrom" source="createdFrom" label="resources.buybacks.fields.createdFrom" />,
  <DateInput key="createdTo" source="createdTo" label="resources.buybacks.fields.createdTo" />,
]

/**
 * `/buybacks-predeclared`: the buy-backs declared on the web for a drop at a store, waiting for the
 * customer at the counter; the details take them in. The server keeps the list to them
 * (`GET /api/buybacks/predeclared`), whatever the filters.
 */
export const PredeclaredBuybackList = () => (
  <List
    filters={predeclaredFilters}
    exporter={false}
    actions={
      <TopToolbar>
        <FilterButton />
      </TopToolbar>
    }
    sort={{ field: 'createdAt', order: 'ASC' }}
    perPage={25}
    empty={<EmptyList message="resources.buybacks-predeclared.empty" />}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
  >
    <BuybackGrid />
  </List>
)

const EmptyList = ({ message }: { message: string }) => {
  const translate = useTranslate()
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(message)}
    </Typography>
  )
}
