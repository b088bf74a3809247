import AddIcon from '@mui/icons-material/Add'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import DownloadIcon from '@mui/icons-material/Download'
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { Confirm, Title, useDataProvider, useGetList, useLocale, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../lib/dates'
import { formatMoney } from '../lib/money'
import { useAction } from '../lib/useAction'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'

interface SepaFile {
  id: number
  messageId: string
  paymentCount: number
  totalAmount: number
  currency: string
  createdAt: string
  confirmedAt: string | null
}

const T = 'resources.searchPayment.sepa'

/** The files built so far (the newest hundred), read again after each action of the page (useAction refreshes). */
function useSepaFiles() {
  const { data, isPending } = useGetList<SepaFile>('sepaFiles', { pagination: { page: 1, perPage: 100 } })
  return isPending ? null : (data ?? [])
}

/** "Mark as executed", after a confirmation: the bank has paid the file's transfers. */
const ConfirmButton = ({ file }: { file: SepaFile }) => {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const { busy, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  return (
    <>
      <Button size="small" startIcon={<DoneAllIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.confirm`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${T}.confirm_title`}
        content={`${T}.confirm_text`}
        translateOptions={{ messageId: file.messageId, smart_count: file.paymentCount }}
        confirm={`${T}.confirm`}
        onConfirm={async () => {
          if (await run(() => dataProvider.confirmSepaFile(file.id), `${T}.confirmed`, true)) setOpen(false)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

const FileRow = ({ file }: { file: SepaFile }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  return (
    <TableRow>
      <TableCell sx={{ fontFamily: 'monospace' }}>{file.messageId}</TableCell>
      <TableCell>{formatDateTime(file.createdAt, locale)}</TableCell>
      <TableCell align="right">{file.paymentCount}</TableCell>
      <TableCell align="right">{formatMoney(file.totalAmount, locale, file.currency)}</TableCell>
      <TableCell>
        {file.confirmedAt ? (
          <Chip
            size="small"
            color="success"
            label={translate(`${T}.executed`, { date: formatDateTime(file.confirmedAt, locale) })}
          />
        ) : (
          <Chip size="small" color="warning" label={translate(`${T}.pending`)} />
        )}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void download(() => dataProvider.downloadSepaFile(file.id, file.messageId))}
          >
            {translate(`${T}.download`)}
          </Button>
          {file.confirmedAt ? null : <ConfirmButton file={file} />}
        </Stack>
      </TableCell>
    </TableRow>
  )
}

/**
 * `/searchPayment/sepa-files` (administrators): the daily SEPA credit transfer files (pain.001) of the bank
 * transfers, built by a job each working day or now on demand, downloaded for the bank and confirmed once
 * it has executed them.
 */
export const SepaFilesPage = () => {
  const translate = useTranslate()
  const files = useSepaFiles()
  const { busy, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const build = async () => {
    await run(() => dataProvider.buildSepaFile(), `${T}.built`, true)
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={Link} to="/searchPayment" startIcon={<ArrowBackIcon />}>
          {translate(`${T}.back`)}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} disabled={busy} onClick={() => void build()}>
          {translate(`${T}.build`)}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.help`)}
      </Typography>
      <Card>
        {files === null ? (
          <CircularProgress size={24} sx={{ m: 2 }} />
        ) : files.length === 0 ? (
          <Alert severity="info">{translate(`${T}.empty`)}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${T}.title`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.fields.messageId`)}</TableCell>
                  <TableCell>{translate(`${T}.fields.createdAt`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.fields.paymentCount`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.fields.totalAmount`)}</TableCell>
                  <TableCell>{translate(`${T}.fields.confirmedAt`)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {files.map((file) => (
                  <FileRow key={file.id} file={file} />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Card>
    </Box>
  )
}
