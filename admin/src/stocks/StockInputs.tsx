import { useEffect, useState } from 'react'
import { API_URL, httpClient } from '../providers/httpClient'
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
function useStockWarehouses() {
  const [warehouses, setWarehouses] = useState<{ id: number; commonName: string }[]>([])
  useEffect(() => {
    let active = true
    httpClient<{ warehouses: { id: number; commonName: string }[] }>(`${API_URL}/stocks/form-options`)
      .then(({ json }) => active && setWarehouses(json?.warehouses ?? []))
      .catch(() => active && setWarehouses([]))
    return () => {
      active = false
    }
  }, [])
  return warehouses
}

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
