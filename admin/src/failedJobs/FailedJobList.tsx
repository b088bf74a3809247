import DeleteIcon from '@mui/icons-material/Delete'
import ReplayIcon from '@mui/icons-material/Replay'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { LocaleDateField } from '../lib/LocaleDateField'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useAction } from '../lib/useAction'

const TYPES = [
  'cart_confirmation_mail',
  'litigation_proposal_mail',
  'quarantine_mail',
  'shipping_label',
  'purge_finished_jobs',
] as const

/** A job type's name in the interface language; an unknown type (a newer worker's) shows as it is. */
const useTypeName = () => {
  const translate = useTranslate()
  return (type: string) => translate(`resources.failed-jobs.types.${type}`, { _: type })
}

const TypeFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const typeName = useTypeName()
  return <SelectInput {...props} choices={TYPES.map((id) => ({ id, name: typeName(id) }))} />
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TypeFilter key="type" source="type" alwaysOn />,
]

/** Run again, or drop after a confirmation: both answer 409 when another admin got there first. */
const JobButtons = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const { busy, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [confirming, setConfirming] = useState(false)
  if (!record) return null
  const texts = 'resources.failed-jobs'
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        disabled={busy}
        onClick={() => void run(() => dataProvider.retryFailedJob(record.id), `${texts}.retry.done`, true)}
      >
        {translate(`${texts}.retry.button`)}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {translate(`${texts}.discard.button`)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate(`${texts}.discard.title`, { id: record.id })}
        content={`${texts}.discard.text`}
        confirm={`${texts}.discard.confirm`}
        cancel={`${texts}.discard.cancel`}
        onConfirm={async () => {
          if (await run(() => dataProvider.discardFailedJob(record.id), `${texts}.discard.done`, true)) {
            setConfirming(false)
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}

const Empty = () => {
  const translate = useTranslate()
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="success">{translate('resources.failed-jobs.empty')}</Alert>
    </Box>
  )
}

/** `/failed-jobs`: the platform admin's view of the queue's failed jobs. */
export const FailedJobList = () => {
  const translate = useTranslate()
  const typeName = useTypeName()
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.failed-jobs.help')}
      </Typography>
      <List
        filters={filters}
        sort={{ field: 'failedAt', order: 'DESC' }}
        perPage={25}
        empty={<Empty />}
        exporter={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" sortable={false} />
          <FunctionField source="type" render={(record: RaRecord) => typeName(record.type)} />
          <FunctionField
            source="payload"
            sortable={false}
            render={(record: RaRecord) => (
              <Box component="code" sx={{ fontSize: 12 }}>
                {JSON.stringify(record.payload)}
              </Box>
            )}
          />
          <FunctionField
            source="attempts"
            sortable={false}
            render={(record: RaRecord) => `${record.attempts} / ${record.maxAttempts}`}
          />
          <TextField source="lastError" sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />
          <LocaleDateField source="failedAt" showTime />
          <JobButtons />
        </Datagrid>
      </List>
    </>
  )
}
