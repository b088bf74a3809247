import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material'
import { useState } from 'react'
import { useDataProvider } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { refusalOf, type ItemSteps, type Refusal } from '../types'
import { completedPath } from '../paths'
import { useRefurbText } from '../useRefurbText'

/**
 * "Validate all" (part 2 §5): open once every step is completed or cancelled (`canValidate`); the item
 * goes to the stock chosen, the workshop's "refurb completed" one proposed. A refusal that makes the page
 * stale (another validation, a step reopened) is the page's to show, with a reload.
 */
export const ValidateAll = ({
  data,
  onRefused,
}: {
  data: ItemSteps
  onRefused: (refusal: Refusal) => void
}) => {
  const { t, message } = useRefurbText()
  const navigate = useNavigate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { item, stocks } = data
  const proposed = stocks.find((stock) => stock.nativeKind === 'refurb_completed') ?? item.stock ?? stocks[0]
  const [open, setOpen] = useState(false)
  const [stockId, setStockId] = useState<number | null>(proposed?.id ?? null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const send = async () => {
    setBusy(true)
    setRefusal(null)
    try {
      const done = await dataProvider.validateAllSteps(item.id, { version: item.version, stockId })
      navigate(completedPath(done.item.identificationNumber, done.item.stock?.name ?? ''))
    } catch (error) {
      const refused = refusalOf(error)
      setBusy(false)
      if (refused.status === 409 || refused.status === 404) {
        setOpen(false)
        onRefused(refused)
      } else setRefusal(refused)
    }
  }

  return (
    <Stack spacing={1} alignItems={{ xs: 'stretch', sm: 'flex-end' }}>
      <Button variant="contained" size="large" disabled={!data.canValidate} onClick={() => setOpen(true)}>
        {t('validate.button')}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : () => setOpen(false)}
        aria-labelledby="validate-all"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="validate-all">{t('validate.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('validate.text', { item: item.identificationNumber })}</DialogContentText>
            <TextField
              select
              label={t('validate.stock')}
              value={stockId ?? ''}
              onChange={(event) => setStockId(Number(event.target.value))}
              SelectProps={{ native: true }}
              error={Boolean(refusal?.fields.stockId)}
              helperText={refusal?.fields.stockId}
              disabled={busy}
            >
              {stocks.map((stock) => (
                <option key={stock.id} value={stock.id}>
                  {stock.name}
                </option>
              ))}
            </TextField>
            {refusal && !refusal.fields.stockId && (
              <Alert severity="error" role="alert">
                {message(refusal.message)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('actions.back')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={busy || stockId === null}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('validate.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
