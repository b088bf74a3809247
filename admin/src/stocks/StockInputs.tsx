import { useFormOptions } from '../lib/useOptions'
import { Box } from '@mui/material'
import {
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  DeleteButton,
  maxLength,
  required,
  useRecordContext,
} from 'react-admin'

const nameValidators = [required(), maxLength(255)]

/** The account's workshops (GET /api/stocks/form-options: stock managers need not see the entities). */
const NO_WAREHOUSES = { warehouses: [] as { id: number; commonName: string }[] }
const useStockWarehouses = () => useFormOptions('stocks', NO_WAREHOUSES).warehouses

/** Native stocks keep their name and cannot be deleted (part 2 §5): the form says so. */
const StockToolbar = () => {
  const record = useRecordContext()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id && !record.native && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  )
}

export const StockForm = () => {
  const record = useRecordContext()
  const warehouses = useStockWarehouses()
  return (
    <SimpleForm toolbar={<StockToolbar />}>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <TextInput
          source="name"
          validate={nameValidators}
          disabled={Boolean(record?.native)}
          helperText={record?.native ? 'resources.stocks.help.native' : false}
          fullWidth
        />
        <SelectInput
          source="warehouseId"
          choices={warehouses}
          optionText="commonName"
          translateChoice={false}
          emptyText="resources.stocks.none"
          fullWidth
        />
        <TextInput source="location" validate={[maxLength(255)]} fullWidth />
      </Box>
    </SimpleForm>
  )
}
