import {
  Alert,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'
import type { RepriseDataProvider } from '../providers/dataProvider'

const T = 'resources.connector-organizations.calls'
const COLOURS = { ok: 'success', refused: 'warning', error: 'error', timeout: 'error' } as const

/**
 * The configuration's last calls to its outside party: when, what, how it went, how long, the
 * error's code. Read again whenever `refresh` changes (after a connection test).
 */
export const ConnectorCallsList = ({ refresh }: { refresh: number }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const record = useRecordContext()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const id = record?.id
  // `refresh` counts the tests run from the page: each adds a call to the log.
  const { data, isError: failed } = useQuery({
    queryKey: ['connector-organizations', id, 'calls', refresh],
    queryFn: () => dataProvider.connectorCalls(id!),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  })
  const calls = data ?? null

  return (
    <section aria-label={translate(`${T}.title`)} style={{ marginTop: 24, width: '100%' }}>
      <Typography variant="h6" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.help`)}
      </Typography>
      {failed ? <Alert severity="error">{translate(`${T}.failed`)}</Alert> : null}
      {calls && calls.length === 0 ? <Typography variant="body2">{translate(`${T}.none`)}</Typography> : null}
      {calls && calls.length > 0 ? (
        <TableContainer sx={{ maxWidth: 900 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.at`)}</TableCell>
                <TableCell>{translate(`${T}.operation`)}</TableCell>
                <TableCell>{translate(`${T}.outcome`)}</TableCell>
                <TableCell align="right">{translate(`${T}.duration`)}</TableCell>
                <TableCell>{translate(`${T}.error`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {calls.map((call) => (
                <TableRow key={call.id}>
                  <TableCell>{formatDateTime(call.at, locale)}</TableCell>
                  <TableCell>
                    {translate(`${T}.operations.${call.operation}`, { _: call.operation })}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={COLOURS[call.outcome] ?? 'default'}
                      label={translate(`${T}.outcomes.${call.outcome}`, { _: call.outcome })}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {translate(`${T}.milliseconds`, { count: call.durationMs.toLocaleString(locale) })}
                  </TableCell>
                  <TableCell>
                    {[call.httpStatus ? `HTTP ${call.httpStatus}` : null, call.error]
                      .filter(Boolean)
                      .join(' · ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </section>
  )
}
