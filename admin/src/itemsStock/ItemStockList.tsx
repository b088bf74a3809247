import TimelineIcon from '@mui/icons-material/Timeline'
import { Button, Chip, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import {
  FilterButton,
  TopToolbar,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useLocale,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { LocaleDateField } from '../lib/LocaleDateField'
import { formatMoney } from '../lib/money'
import { SHELF_STATUSES } from '@domain/statuses'
import { useFilterOptions } from '../lib/useOptions'

interface FilterOptions {
  workshops: { id: number; name: string }[]
  stocks: { id: number; name: string }[]
  categories: { id: number; name: string }[]
}
const NO_OPTIONS: FilterOptions = { workshops: [], stocks: [], categories: [] }

const useFilters = () => {
  const options = useFilterOptions<FilterOptions>('items-stock', NO_OPTIONS)
  const translate = useTranslate()
  const field = (name: string) => `resources.items-stock.fields.${name}`
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(field('q'))} />,
    <SelectInput
      key="status"
      source="status"
      label={field('status')}
      choices={SHELF_STATUSES.map((id) => ({ id, name: `resources.buybacks.item_statuses.${id}` }))}
      alwaysOn
    />,
    <SelectInput key="stockId" source="stockId" label={field('stock')} choices={options.stocks} alwaysOn />,
    <SelectInput
      key="warehouseId"
      source="warehouseId"
      label={field('workshop')}
      choices={options.workshops}
    />,
    <SelectInput
      key="categoryId"
      source="categoryId"
      label={field('category')}
      choices={options.categories}
    />,
    <TextInput key="itemCode" source="itemCode" label={field('identificationNumber')} />,
    <TextInput key="buybackCode" source="buybackCode" label={field('buyback')} />,
    <TextInput key="productName" source="productName" label={field('name')} />,
    <DateInput key="movedFrom" source="movedFrom" label={field('movedFrom')} />,
    <DateInput key="movedTo" source="movedTo" label={field('movedTo')} />,
    <NumberInput key="priceMin" source="priceMin" label={field('priceMin')} min={0} />,
    <NumberInput key="priceMax" source="priceMax" label={field('priceMax')} min={0} />,
  ]
}

const ListActions = () => {
  const translate = useTranslate()
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/device-life" startIcon={<TimelineIcon />}>
        {translate('resources.items-stock.life.title')}
      </Button>
    </TopToolbar>
  )
}

/** `/items-stock`: the items on the shelves of the caller's workshops, filtered and paged by the server. */
export const ItemStockList = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const field = (name: string) => `resources.items-stock.fields.${name}`
  return (
    <List
      filters={useFilters()}
      actions={<ListActions />}
      exporter={false}
      sort={{ field: 'stockEnteredAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      empty={
        <Typography sx={{ p: 3 }} color="text.secondary">
          {translate('resources.items-stock.empty')}
        </Typography>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="identificationNumber" label={field('identificationNumber')} />
        <FunctionField
          source="name"
          label={field('name')}
          render={(record: RaRecord) => (
            <>
              <Typography variant="body2">{record.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {record.category?.label}
              </Typography>
            </>
          )}
        />
        <FunctionField
          source="status"
          label={field('status')}
          render={(record: RaRecord) => (
            <Chip
              size="small"
              label={translate(`resources.buybacks.item_statuses.${record.status}`, { _: record.status })}
            />
          )}
        />
        <FunctionField
          label={field('stock')}
          render={(record: RaRecord) => (
            <>
              <Typography variant="body2">{record.stock?.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {record.workshop?.name}
              </Typography>
            </>
          )}
        />
        <TextField source="buyback.identificationNumber" label={field('buyback')} sortable={false} />
        <FunctionField
          source="purchasingPrice"
          label={field('purchasingPrice')}
          textAlign="right"
          sx={{ whiteSpace: 'nowrap' }}
          render={(record: RaRecord) => formatMoney(record.purchasingPrice, locale)}
        />
        <LocaleDateField source="stockEnteredAt" label={field('stockEnteredAt')} showTime />
      </Datagrid>
    </List>
  )
}
