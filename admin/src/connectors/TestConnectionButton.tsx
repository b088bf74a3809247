import { Alert, Button, CircularProgress, Stack } from '@mui/material'
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck'
import { useState } from 'react'
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import type { ConnectionTest } from './types'

/** Tests the saved configuration against its peer and shows the API's answer (part 1 §3). */
export const TestConnectionButton = ({ onDone }: { onDone?: () => void }) => {
  const translate = useTranslate()
  const record = useRecordContext()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [running, setRunning] = useState(false)
  const [answer, setAnswer] = useState<ConnectionTest | null>(null)
  if (!record) return null

  const run = async () => {
    setRunning(true)
    setAnswer(null)
    try {
      setAnswer(await dataProvider.testConnection(record.id))
    } catch {
      setAnswer({ ok: false, message: translate('resources.connector-organizations.test.failed') })
    } finally {
      setRunning(false)
      onDone?.()
    }
  }

  return (
    <Stack spacing={1} sx={{ mt: 2, maxWidth: 640 }}>
      <Button
        variant="outlined"
        onClick={run}
        disabled={running}
        startIcon={running ? <CircularProgress size={16} /> : <NetworkCheckIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('resources.connector-organizations.test.button')}
      </Button>
      {answer && (
        <Alert severity={answer.ok ? 'success' : 'error'} role="status">
          {answer.message}
        </Alert>
      )}
    </Stack>
  )
}
