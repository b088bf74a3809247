import { Box, LinearProgress, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import type { CatalogueImport } from '../types'

const POLL_MS = 1000

/** Step 3: the queued import's progress, polled from the server until it ends. */
export const ImportStep = ({
  accountId,
  queued,
  onDone,
}: {
  accountId: string
  queued: CatalogueImport
  onDone: (record: CatalogueImport) => void
}) => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  // Read again every second until it ends; a lost poll is tried again at the next tick.
  const { data: record = queued } = useQuery({
    queryKey: ['importProgress', accountId, queued.id],
    queryFn: () => dataProvider.getImport(accountId, queued.id),
    initialData: queued,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: POLL_MS,
    refetchInterval: (query) => (query.state.data?.ended_at ? false : POLL_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
  })
  const ended = record.ended_at !== null
  useEffect(() => {
    if (ended) onDone(record)
    // The wizard is told once, when the import ends; onDone is its setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended])

  const { processed, total } = record.report.progress
  const started = record.started_at !== null && total > 0
  return (
    <Box role="status" aria-live="polite">
      <Typography sx={{ mb: 1 }}>
        {started
          ? translate('catalogueImports.wizard.importing', { processed, total })
          : translate('catalogueImports.wizard.queued')}
      </Typography>
      <LinearProgress
        variant={started ? 'determinate' : 'indeterminate'}
        value={started ? Math.min(100, (processed / total) * 100) : undefined}
        aria-label={translate('catalogueImports.wizard.steps.import')}
      />
    </Box>
  )
}
