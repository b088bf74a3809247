import UploadFileIcon from '@mui/icons-material/UploadFile'
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { useRef, type ChangeEvent } from 'react'
import { useDataProvider } from 'react-admin'
import { useOnArrival } from '../../lib/useOnArrival'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { codesOfCsv } from '../codes'
import { useVerificationText } from '../useVerificationText'
import { precheckAll } from './precheck'
import { clearQueue, readQueue, replaceQueue, useQueue, type QueueEntry } from './queueStore'
import { useOpenNext } from './useOpenNext'

const COLOURS = { checking: 'default', pending: 'info', refused: 'error', done: 'success' } as const

/** One code of the queue and where it stands: to verify, verified (with its outcome) or refused (why). */
const EntryState = ({ entry }: { entry: QueueEntry }) => {
  const { t, message } = useVerificationText()
  const detail =
    entry.state === 'done' && entry.outcome
      ? t(`outcomes.short.${entry.outcome}`)
      : entry.state === 'refused' && entry.reason
        ? message(entry.reason)
        : undefined
  return (
    <ListItem divider aria-label={entry.code}>
      <ListItemText
        primary={entry.code}
        secondary={detail}
        slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
      />
      <Chip size="small" color={COLOURS[entry.state]} label={t(`queue.states.${entry.state}`)} />
    </ListItem>
  )
}

/**
 * "Import a CSV list of codes" (part 1 §2 "Verification"): the codes become a queue the operator verifies
 * one after the other; each is checked on import so that the refused ones show at once.
 */
export const QueuePanel = () => {
  const { t } = useVerificationText()
  const queue = useQueue()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { openNext, opening } = useOpenNext()
  const input = useRef<HTMLInputElement>(null)
  const pending = queue.filter((entry) => entry.state === 'pending').length
  const checking = queue.some((entry) => entry.state === 'checking')

  // A reload during the import's checks leaves codes half-checked: they are checked again.
  useOnArrival(['verification', 'queue', 'checkStuck'], async () => {
    const stuck = readQueue().filter((entry) => entry.state === 'checking')
    await precheckAll(
      dataProvider,
      stuck.map((entry) => entry.code)
    )
    return stuck.length
  })

  // Each code's check lands in the queue itself (refused or to verify), not in the mutation.
  const importCodes = useMutation({
    mutationFn: async (file: File) => {
      const codes = codesOfCsv(await file.text())
      replaceQueue(codes)
      await precheckAll(dataProvider, codes)
    },
  })
  const load = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) importCodes.mutate(file)
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="verification-queue-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="verification-queue-title" variant="h6" component="h2">
            {t('queue.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('queue.help')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
              {t('queue.import')}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv,text/plain"
              hidden
              aria-label={t('queue.file')}
              onChange={load}
            />
            {queue.length > 0 && (
              <>
                <Button
                  variant="contained"
                  disabled={pending === 0 || opening || checking}
                  onClick={() => void openNext()}
                >
                  {t('queue.start', { smart_count: pending })}
                </Button>
                <Button color="error" onClick={clearQueue}>
                  {t('queue.clear')}
                </Button>
              </>
            )}
          </Stack>
          {queue.length > 0 && (
            <Box>
              <Typography variant="body2">
                {t('queue.counts', {
                  total: queue.length,
                  pending,
                  done: queue.filter((entry) => entry.state === 'done').length,
                  refused: queue.filter((entry) => entry.state === 'refused').length,
                })}
              </Typography>
              <List dense aria-label={t('queue.title')}>
                {queue.map((entry) => (
                  <EntryState key={entry.code} entry={entry} />
                ))}
              </List>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
