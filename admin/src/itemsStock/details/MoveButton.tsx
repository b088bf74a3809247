import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { useAction } from '../../lib/useAction'

const text = 'resources.items-stock'

/** The stocks of the item's workshop it may move to, read when the dialog opens. */
const StockChoice = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data: stocks = [] } = useQuery({
    queryKey: ['items-stock', record?.id, 'stocks'],
    queryFn: () => dataProvider.itemStocks(record!.id),
    enabled: !!record,
    retry: false,
  })
  return (
    <TextField
      select
      fullWidth
      label={translate(`${text}.move.stock`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {stocks
        .filter((stock) => !stock.current)
        .map((stock) => (
          <MenuItem key={stock.id} value={String(stock.id)}>
            {stock.name}
          </MenuItem>
        ))}
    </TextField>
  )
}

/** Moving the item to another stock of its workshop: the move is recorded in its history. */
export const MoveButton = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [stockId, setStockId] = useState('')
  const { busy, error, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  if (!record) return null
  const submit = async () => {
    const body = { stockId: Number(stockId), version: record.version as number }
    const done = await run(() => dataProvider.moveItem(record.id, body), `${text}.move.done`)
    if (done) setOpen(false)
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${text}.move.action`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`${text}.move.title`, { code: record.identificationNumber })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(`${text}.move.current`, { stock: record.stock?.name ?? '-' })}
          </Typography>
          {open && <StockChoice value={stockId} onChange={setStockId} />}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!stockId || busy} onClick={() => void submit()}>
            {translate(`${text}.move.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
