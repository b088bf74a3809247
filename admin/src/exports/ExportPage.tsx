import DownloadIcon from '@mui/icons-material/Download'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { HttpError, Title, useDataProvider, useTranslate } from 'react-admin'
import { canAccess } from '../providers/canAccess'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { getSession } from '../providers/session'
import { EXPORT_PERMISSIONS, EXPORT_TYPES, type ExportJob, type ExportType } from './types'

/** Part 2 §9: the export is polled every 3 seconds until a URL or an error arrives. */
const POLL_MS = 3000

const isConflict = (error: unknown) => error instanceof HttpError && error.status === 409

/**
 * `/accounts/:accountId/catalog-export` (part 1 §2 "Export page", §4 "Export flow"): choose what to export,
 * follow the job (idle, in progress, then success with its file and line count, or error), download the
 * CSV; cancel, start a new export, restart after an error, or go back to the dashboard.
 */
export const ExportPage = () => {
  const { accountId = '' } = useParams()
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  const t = (key: string, options?: Record<string, unknown>) => translate(`catalogueExports.${key}`, options)
  const permissions = getSession()?.permissions
  const types = EXPORT_TYPES.filter((type) => canAccess(permissions, EXPORT_PERMISSIONS[type]))
  const [type, setType] = useState<ExportType | ''>('')
  const [raw, setRaw] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  // The job started last, followed until a URL or an error arrives.
  const [tracked, setTracked] = useState<{ type: ExportType; started: ExportJob } | null>(null)
  const queryClient = useQueryClient()
  const jobKey = ['catalogueExport', tracked?.type, tracked?.started.id]

  const start = useMutation({
    mutationFn: (exportType: ExportType) => dataProvider.startExport(exportType, accountId, raw),
    onSuccess: (started, exportType) => setTracked({ type: exportType, started }),
  })
  /** Stops the job on the server (409: it ended meanwhile, and the page shows how). */
  const stopJob = useMutation({
    mutationFn: ({ exportType, id }: { exportType: ExportType; id: number }) =>
      dataProvider.cancelExport(exportType, id),
    onSuccess: () => {
      reset()
      setCancelled(true)
    },
    onError: async (error, { exportType, id }) => {
      if (isConflict(error)) queryClient.setQueryData(jobKey, await dataProvider.getExport(exportType, id))
    },
  })
  const { data: polled } = useQuery({
    queryKey: jobKey,
    queryFn: () => dataProvider.getExport(tracked!.type, tracked!.started.id),
    enabled: tracked !== null && !stopJob.isPending,
    initialData: tracked?.started,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: POLL_MS,
    // A lost poll is tried again at the next tick.
    refetchInterval: (query) => (query.state.data?.url || query.state.data?.error ? false : POLL_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
  })
  const job = tracked ? (polled ?? tracked.started) : null

  const reset = () => {
    start.reset()
    stopJob.reset()
    setTracked(null)
    setCancelled(false)
  }

  const run = () => {
    if (!type) return
    reset()
    start.mutate(type)
  }

  const cancel = () => {
    if (!job || !type) return
    stopJob.mutate({ exportType: type, id: job.id })
  }

  const refused = start.error ?? (isConflict(stopJob.error) ? null : stopJob.error)
  const failure = refused ? (refused instanceof HttpError ? refused.message : String(refused)) : ''

  const running = job !== null && !job.url && !job.error
  const failed = job?.error ?? failure
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('title')} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h6" component="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2">{t('help')}</Typography>
          <TextField
            select
            label={t('type')}
            value={type}
            disabled={running}
            onChange={(event) => {
              reset()
              setType(event.target.value as ExportType)
            }}
            sx={{ maxWidth: 360 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t('empty')}</em>
            </MenuItem>
            {types.map((one) => (
              <MenuItem key={one} value={one}>
                {t(`types.${one}`)}
              </MenuItem>
            ))}
          </TextField>

          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={raw}
                  disabled={running}
                  onChange={(event) => setRaw(event.target.checked)}
                />
              }
              label={t('raw')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('rawHelp')}
            </Typography>
          </Box>

          {running && (
            <Box role="status" aria-live="polite">
              <Typography sx={{ mb: 1 }}>{t('inProgress')}</Typography>
              <LinearProgress aria-label={t('inProgress')} />
            </Box>
          )}
          {cancelled && (
            <Alert severity="info" role="status">
              {t('cancelled')}
            </Alert>
          )}
          {job?.url && (
            <Alert severity="success" role="status">
              {t('success', { count: job.entries_count ?? 0 })}
            </Alert>
          )}
          {failed && (
            <Alert severity="error" role="alert">
              {t('error', { message: failed })}
            </Alert>
          )}

          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            {!job && !failed && (
              <Button variant="contained" disabled={!type} onClick={run}>
                {t('export')}
              </Button>
            )}
            {running && <Button onClick={cancel}>{t('cancel')}</Button>}
            {job?.url && type && (
              <>
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  onClick={() => void download(() => dataProvider.downloadExport(job, type))}
                >
                  {t('download')}
                </Button>
                <Button onClick={reset}>{t('newExport')}</Button>
              </>
            )}
            {failed && (
              <Button variant="contained" onClick={run}>
                {t('restart')}
              </Button>
            )}
            <Button component={Link} to="/home">
              {t('back')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
