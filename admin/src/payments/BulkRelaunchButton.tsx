import ReplayIcon from '@mui/icons-material/Replay'
import { Alert, Box } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type Identifier,
  type RaRecord,
} from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

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
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const relaunching = useMutation({ mutationFn: (ids: Identifier[]) => dataProvider.relaunchPayments(ids) })
  const T = 'resources.searchPayment.relaunch'

  const numberOf = (id: Identifier) =>
    data?.find((row) => row.id === id)?.buyback?.identificationNumber ?? String(id)

  const relaunch = async () => {
    try {
      const { relaunched, refused } = await relaunching.mutateAsync(selectedIds)
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
    }
  }

  return (
    <Button label={`${T}.bulk_button`} onClick={() => void relaunch()} disabled={relaunching.isPending}>
      <ReplayIcon />
    </Button>
  )
}
