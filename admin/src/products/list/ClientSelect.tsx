import { MenuItem, TextField } from '@mui/material'
import { useGetList, useTranslate } from 'react-admin'

/** A super admin's client filter on the products list: every client first, then each client by name. */
export const ClientSelect = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate()
  const { data: clients = [] } = useGetList('clients', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'commonName', order: 'ASC' },
  })
  return (
    <TextField
      select
      fullWidth
      label={translate('resources.clients.context.column')}
      value={clients.length || value === '' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>{translate('resources.products.list.all_clients')}</em>
      </MenuItem>
      {clients.map((client) => (
        <MenuItem key={client.id} value={String(client.id)}>
          {client.commonName}
        </MenuItem>
      ))}
    </TextField>
  )
}
