import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { ImportCheck } from '../types'
import { IgnoredLines, LineCounts } from '../ImportReport'

/** Step 2: the server's check of every line (nothing written yet), then the choice to import. */
export const LoadStep = ({
  fileName,
  check,
  busy,
  onStart,
  onBack,
}: {
  fileName: string
  check: ImportCheck | null
  busy: boolean
  onStart: () => void
  onBack: () => void
}) => {
  const translate = useTranslate()
  const t = (key: string, options?: Record<string, unknown>) => translate(`catalogueImports.${key}`, options)
  if (!check) {
    return (
      <Box role="status" aria-live="polite">
        <Typography sx={{ mb: 1 }}>{t('wizard.loading', { name: fileName })}</Typography>
        <LinearProgress />
      </Box>
    )
  }
  const { linesCount } = check
  const importable = linesCount.inserted + linesCount.updated > 0
  return (
    <Stack spacing={2}>
      <Alert severity={linesCount.ignored ? 'warning' : 'success'} role="status">
        {t('wizard.checked', { ...linesCount })}
      </Alert>
      <LineCounts counts={linesCount} planned />
      {check.ignoredColumns.length > 0 && (
        <Alert severity="info">
          {t('panel.ignoredColumns', { columns: check.ignoredColumns.join(', ') })}
        </Alert>
      )}
      <IgnoredLines lines={check.ignoredLines} total={linesCount.ignored} />
      {!importable && <Alert severity="error">{t('wizard.nothingToImport')}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={!importable || busy} onClick={onStart}>
          {t('wizard.start')}
        </Button>
        <Button onClick={onBack}>{t('wizard.previous')}</Button>
      </Stack>
    </Stack>
  )
}
