import { Alert, Button, CircularProgress, Stack } from '@mui/material'
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck'
import { useState } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import { testConnection, type ConnectionTest } from './api'

/** Tests the saved configuration against its peer and shows the API's answer (part 1 §3). */
export const TestConnectionButton = ({ onDone }: { onDone?: () => void }) => {
  const translate = useTranslate()
  const record = useRecordContext()
  const [running, setRunning] = useState(false)
  const [answer, setAnswer] = useState<ConnectionTest | null>(null)
  if (!record) return null

  const run = async () => {
    setRunning(true)
    setAnswer(null)
    try {
      setAnswer(await testConnection(record.id))
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
