import { Box, LinearProgress, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
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
  const [record, setRecord] = useState(queued)

  useEffect(() => {
    let active = true
    let timer: ReturnType<typeof setTimeout>
    const poll = async () => {
      try {
        const current = await dataProvider.getImport(accountId, queued.id)
        if (!active) return
        setRecord(current)
        if (current.ended_at) return onDone(current)
      } catch {
        // A lost poll is tried again at the next tick.
      }
      if (active) timer = setTimeout(() => void poll(), POLL_MS)
    }
    timer = setTimeout(() => void poll(), POLL_MS)
    return () => {
      active = false
      clearTimeout(timer)
    }
    // The import is fixed for the step's life; onDone is the wizard's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, queued.id])

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
