import DownloadIcon from '@mui/icons-material/Download'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { HttpError, Title, useDataProvider, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

interface ImportReport {
  id: number
  status: 'success' | 'success_with_ignored' | 'error'
  linesCount: { found: number; inserted: number; updated: number; ignored: number }
  ignoredLines: { line: number; email: string; reason: string }[]
  ignoredColumns: string[]
}

/** What the server reads (api/app/actions/users/import_users.ts); the template shows one line of each. */
const TEMPLATE = [
  'email;firstname;lastname;status;modules;force_sso;password',
  'camille.dupont@example.com;Camille;Dupont;active;tim:store_seller:STORE-001;no;Bienvenue-2026',
  'alex.martin@example.com;Alex;Martin;active;tim:store_manager:STORE-002|rps:warehouse_operator:WORKSHOP-01;no;Bienvenue-2026',
].join('\n')

const MAX_BYTES = 1024 * 1024
const STEPS = ['choose', 'upload', 'done'] as const

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE + '\n')}`

/**
 * `/users/import` (part 1 §2, §4): choose a CSV file, upload it, read the report of created, updated and
 * refused lines. Each line is a user saved whole or not at all by the server.
 */
export const UserImportPage = () => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [file, setFile] = useState<File | null>(null)
  const [step, setStep] = useState(0)
  const [error, setError] = useState('')
  const [report, setReport] = useState<ImportReport | null>(null)

  const choose = (chosen: File | undefined) => {
    setError('')
    if (!chosen) return
    if (!/\.(csv|txt)$/i.test(chosen.name)) return setError(translate('resources.users.import.not_csv'))
    if (chosen.size > MAX_BYTES) return setError(translate('resources.users.import.too_big'))
    setFile(chosen)
  }

  const upload = async () => {
    if (!file) return
    setStep(1)
    setError('')
    try {
      const json = await dataProvider.importUsers<ImportReport>(file)
      setReport(json)
      setStep(2)
    } catch (failure) {
      const message = failure instanceof HttpError ? failure.body?.errors?.file : null
      setError(message ?? translate('resources.users.import.failed'))
      setStep(0)
    }
  }

  const restart = () => {
    setFile(null)
    setReport(null)
    setError('')
    setStep(0)
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('resources.users.import.title')} />
      <CardContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((name, index) => (
            <Step key={name} completed={step > index || (name === 'done' && step === 2)}>
              <StepLabel>{translate(`resources.users.import.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>

        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}

        {step === 0 && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography variant="body2">{translate('resources.users.import.help')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
              {['email', 'names', 'status', 'modules', 'force_sso', 'password'].map((column) => (
                <li key={column}>{translate(`resources.users.import.columns.${column}`)}</li>
              ))}
            </Box>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              href={templateHref}
              download="users-import-template.csv"
            >
              {translate('resources.users.import.template')}
            </Button>
            <Stack direction="row" spacing={2} alignItems="center">
              <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
                {translate('resources.users.import.choose')}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  aria-label={translate('resources.users.import.file')}
                  onChange={(event) => {
                    choose(event.target.files?.[0])
                    event.target.value = ''
                  }}
                />
              </Button>
              <Typography variant="body2" data-testid="chosen-file">
                {file ? file.name : translate('resources.users.import.no_file')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" disabled={!file} onClick={() => void upload()}>
                {translate('resources.users.import.start')}
              </Button>
              <Button component={Link} to="/users">
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 1 && (
          <Box role="status" aria-live="polite">
            <Typography sx={{ mb: 1 }}>
              {translate('resources.users.import.uploading', { name: file?.name ?? '' })}
            </Typography>
            <LinearProgress />
          </Box>
        )}

        {step === 2 && report && <ImportReportView report={report} onRestart={restart} />}
      </CardContent>
    </Card>
  )
}

const ImportReportView = ({ report, onRestart }: { report: ImportReport; onRestart: () => void }) => {
  const translate = useTranslate()
  const { inserted, updated, ignored, found } = report.linesCount
  const severity = report.status === 'success' ? 'success' : report.status === 'error' ? 'error' : 'warning'
  return (
    <Stack spacing={2}>
      <Alert severity={severity} role="status">
        {translate(`resources.users.import.result.${report.status}`, { found })}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Chip color="success" label={translate('resources.users.import.created', { count: inserted })} />
        <Chip color="info" label={translate('resources.users.import.updated', { count: updated })} />
        <Chip
          color={ignored ? 'error' : 'default'}
          label={translate('resources.users.import.refused', { count: ignored })}
        />
      </Stack>
      {report.ignoredColumns.length > 0 && (
        <Alert severity="info">
          {translate('resources.users.import.ignored_columns', {
            columns: report.ignoredColumns.join(', '),
          })}
        </Alert>
      )}
      {report.ignoredLines.length > 0 && (
        <Table size="small" aria-label={translate('resources.users.import.refused_lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.users.import.line')}</TableCell>
              <TableCell>{translate('resources.users.fields.email')}</TableCell>
              <TableCell>{translate('resources.users.import.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.ignoredLines.map((line) => (
              <TableRow key={line.line}>
                <TableCell>{line.line}</TableCell>
                <TableCell>{line.email}</TableCell>
                <TableCell>{line.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={Link} to="/users">
          {translate('resources.users.import.back')}
        </Button>
        <Button onClick={onRestart}>{translate('resources.users.import.again')}</Button>
      </Stack>
    </Stack>
  )
}
