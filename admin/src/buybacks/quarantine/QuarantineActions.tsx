import LabelIcon from '@mui/icons-material/LocalShipping'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import MailIcon from '@mui/icons-material/Mail'
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { useDownload } from '../../lib/useDownload'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { useAction } from '../../lib/useAction'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Whether the row offers this action: the server lists, per row, the actions the caller may take on the
 * item (its policy and its state), so the screen never decides by itself.
 */
const offers = (record: RaRecord | undefined, action: 'release' | 'label' | 'mail') =>
  Boolean((record?.actions as string[] | undefined)?.includes(action))

/** Release with confirmation: the stock the item was moved to and the day it is ready from. */
const ReleaseButton = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [chosenStockId, setStockId] = useState('')
  const [readyFrom, setReadyFrom] = useState(today())
  const [comment, setComment] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const { busy, error, failure, run, reset } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  // Read when the dialog opens; the first stock is proposed.
  const { data: stocks = [] } = useQuery({
    queryKey: ['quarantine', record?.id, 'stocks'],
    queryFn: () => dataProvider.quarantineStocks(record!.id),
    enabled: open && !!record,
    retry: false,
  })
  const stockId = chosenStockId || (stocks[0] ? String(stocks[0].id) : '')
  if (!record || !offers(record, 'release')) return null
  const fieldErrors = (failure?.errors ?? {}) as Record<string, string>
  const submit = async () => {
    const body = { confirmed, stockId: Number(stockId), readyFrom, comment: comment.trim() || undefined }
    if (
      await run(
        () => dataProvider.releaseQuarantine(record.id, body),
        'resources.buybacksQuarantine.release.done'
      )
    )
      setOpen(false)
  }
  return (
    <>
      <Tooltip title={translate('resources.buybacksQuarantine.release.action')}>
        <IconButton
          size="small"
          color="primary"
          aria-label={translate('resources.buybacksQuarantine.release.action')}
          onClick={(event) => {
            event.stopPropagation()
            reset()
            setConfirmed(false)
            setOpen(true)
          }}
        >
          <LockOpenIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby="release-title"
        fullWidth
      >
        <DialogTitle id="release-title">
          {translate('resources.buybacksQuarantine.release.title', { number: record.identificationNumber })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              label={translate('resources.buybacksQuarantine.release.stock')}
              value={stockId}
              onChange={(event) => setStockId(event.target.value)}
              error={Boolean(fieldErrors.stockId)}
              helperText={fieldErrors.stockId}
              fullWidth
            >
              {stocks.map((stock) => (
                <MenuItem key={stock.id} value={String(stock.id)}>
                  {stock.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={translate('resources.buybacksQuarantine.release.readyFrom')}
              value={readyFrom}
              onChange={(event) => setReadyFrom(event.target.value)}
              error={Boolean(fieldErrors.readyFrom)}
              helperText={fieldErrors.readyFrom}
              InputLabelProps={{ shrink: true }}
              inputProps={{ min: today() }}
            />
            <TextField
              label={translate('resources.buybacksQuarantine.release.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              inputProps={{ maxLength: 255 }}
              multiline
            />
            <FormControlLabel
              control={
                <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
              }
              label={translate('resources.buybacksQuarantine.release.confirmation')}
            />
            {fieldErrors.confirmed && (
              <Typography color="error" variant="caption" role="alert">
                {fieldErrors.confirmed}
              </Typography>
            )}
            {error && !Object.keys(fieldErrors).length && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={busy || !confirmed} onClick={() => void submit()}>
            {translate('resources.buybacksQuarantine.release.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

/** The actions the row offers: release, the return label (booked once) and the quarantine mail sent again. */
export const ItemButtons = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const { busy, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  if (!record) return null
  const label = () => download(() => dataProvider.downloadQuarantineReturnLabel(record.id), 'notify')
  return (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      sx={{ whiteSpace: 'nowrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      <ReleaseButton />
      {offers(record, 'label') && (
        <Tooltip title={translate('resources.buybacksQuarantine.label.action')}>
          <IconButton
            size="small"
            color="primary"
            aria-label={translate('resources.buybacksQuarantine.label.action')}
            onClick={() => void label()}
          >
            <LabelIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {offers(record, 'mail') && (
        <Tooltip title={translate('resources.buybacksQuarantine.mail.action')}>
          <span>
            <IconButton
              size="small"
              color="primary"
              disabled={busy}
              aria-label={translate('resources.buybacksQuarantine.mail.action')}
              onClick={() =>
                void run(
                  () => dataProvider.sendQuarantineMail(record.id),
                  'resources.buybacksQuarantine.mail.done',
                  true
                )
              }
            >
              <MailIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  )
}
