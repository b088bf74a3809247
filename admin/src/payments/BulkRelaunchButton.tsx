import ReplayIcon from '@mui/icons-material/Replay'
import { Alert, Box } from '@mui/material'
import { useState } from 'react'
import {
  Button,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type Identifier,
  type RaRecord,
} from 'react-admin'
import { API_URL, httpClient } from '../providers/httpClient'

interface RelaunchOutcome {
  relaunched: number[]
  refused: { id: number; code: string; message: string }[]
}

/**
 * Relaunches the selected payments in one call (part 2 §8 "payment relaunch success/failure"): one notice
 * says how many went and lists, by buy-back number, those the server refused and why.
 */
export const BulkRelaunchButton = () => {
  const { selectedIds, data } = useListContext<RaRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const unselectAll = useUnselectAll('searchPayment')
  const [busy, setBusy] = useState(false)
  const T = 'resources.searchPayment.relaunch'

  const numberOf = (id: Identifier) =>
    data?.find((row) => row.id === id)?.buyback?.identificationNumber ?? String(id)

  const relaunch = async () => {
    setBusy(true)
    try {
      const { json } = await httpClient<RelaunchOutcome>(`${API_URL}/payments/relaunch`, {
        method: 'POST',
        body: JSON.stringify({ ids: selectedIds }),
        silent: true,
      })
      const { relaunched, refused } = json
      const severity = refused.length === 0 ? 'success' : relaunched.length ? 'warning' : 'error'
      notify(
        <Alert severity={severity} variant="filled" sx={{ minWidth: 320 }}>
          {relaunched.length
            ? translate(`${T}.bulk_done`, { smart_count: relaunched.length })
            : translate(`${T}.bulk_none`)}
          {refused.length ? (
            <Box sx={{ mt: 0.5 }}>{translate(`${T}.bulk_refused`, { smart_count: refused.length })}</Box>
          ) : null}
          {refused.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {refused.map((refusal) => (
                <li key={refusal.id}>
                  {translate(`${T}.refusal`, { number: numberOf(refusal.id), message: refusal.message })}
                </li>
              ))}
            </Box>
          ) : null}
        </Alert>,
        { type: severity, autoHideDuration: refused.length ? 10_000 : 5_000 }
      )
      unselectAll()
      refresh()
    } catch (caught) {
      notify(caught instanceof Error && caught.message ? caught.message : `${T}.failed`, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button label={`${T}.bulk_button`} onClick={() => void relaunch()} disabled={busy}>
      <ReplayIcon />
    </Button>
  )
}
