import DoneIcon from '@mui/icons-material/Done'
import { Button, DialogContentText, TextField } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useLocale, useTranslate, type RaRecord } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { ActionDialog } from '../buybacks/ActionDialog'
import { formatMoney } from '../lib/money'
import { useAction } from '../lib/useAction'

/** Part 2 §9: manual payment information, up to 255 characters. */
export const MANUAL_PAYMENT_INFO_MAX = 255

/**
 * A manual payment awaiting payment, settled outside the platform (a cheque, cash): the optional
 * information says how. The record's version makes a concurrent change a 409 shown in the dialog.
 */
export const MarkAsPaidButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const [info, setInfo] = useState('')
  const { busy, error, failure, run, reset } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const T = 'resources.searchPayment.mark_as_paid'
  const serverFieldError = (failure?.errors as Record<string, string> | undefined)?.info
  const tooLong = info.length > MANUAL_PAYMENT_INFO_MAX
  const fieldError = tooLong ? translate(`${T}.too_long`) : serverFieldError

  const openDialog = () => {
    reset()
    setInfo('')
    setOpen(true)
  }

  const submit = async () => {
    if (tooLong) return
    const body = { info: info.trim() || undefined, version: record.version }
    if (await run(() => dataProvider.markAsPaid(record.id, body), `${T}.done`)) setOpen(false)
  }

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DoneIcon />}
        onClick={openDialog}
        // Whole at 1366 px beside the list's columns: the label wraps rather than being cut, the icon
        // shows only where there is room.
        sx={{
          whiteSpace: 'normal',
          lineHeight: 1.2,
          textAlign: 'left',
          '& .MuiButton-startIcon': { display: { xs: 'none', xl: 'inherit' } },
        }}
      >
        {translate(`${T}.button`)}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`${T}.title`, { number: record.buyback?.identificationNumber ?? record.id })}
        error={serverFieldError ? '' : error}
        busy={busy || tooLong}
        confirm={`${T}.confirm`}
        onConfirm={() => void submit()}
      >
        <DialogContentText>
          {translate(`${T}.explain`, { amount: formatMoney(record.amount, locale, record.currency) })}
        </DialogContentText>
        <TextField
          label={translate(`${T}.info`)}
          value={info}
          onChange={(event) => setInfo(event.target.value)}
          error={Boolean(fieldError)}
          helperText={`${fieldError ?? translate(`${T}.info_help`)} (${info.length} / ${MANUAL_PAYMENT_INFO_MAX})`}
          fullWidth
          multiline
          minRows={2}
          autoFocus
          sx={{ mt: 2 }}
        />
      </ActionDialog>
    </>
  )
}
