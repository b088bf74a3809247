import DownloadIcon from '@mui/icons-material/Download'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { useDataProvider, useTranslate } from 'react-admin'
import { useDownload } from '../../lib/useDownload'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { DATA_TYPES, STRATEGIES, type DataType, type Strategy, type WizardChoice } from '../types'
import { TemplateColumns } from './TemplateColumns'

const MAX_BYTES = 20 * 1024 * 1024

/** Step 1: the data type, the strategy and the CSV file. */
export const ChooseFileStep = ({
  accountId,
  choice,
  onChange,
  onError,
  onNext,
}: {
  accountId: string
  choice: WizardChoice
  onChange: (choice: WizardChoice) => void
  onError: (message: string) => void
  onNext: () => void
}) => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  const t = (key: string) => translate(`catalogueImports.${key}`)
  const choose = (file: File | undefined) => {
    onError('')
    if (!file) return
    if (!/\.(csv|txt)$/i.test(file.name)) return onError(t('wizard.notCsv'))
    if (file.size > MAX_BYTES) return onError(t('wizard.tooBig'))
    onChange({ ...choice, file })
  }
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextField
          select
          label={t('wizard.dataType')}
          value={choice.dataType}
          onChange={(event) => onChange({ ...choice, dataType: event.target.value as DataType })}
          sx={{ minWidth: 240 }}
        >
          {DATA_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`dataTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('wizard.strategy')}
          value={choice.strategy}
          onChange={(event) => onChange({ ...choice, strategy: event.target.value as Strategy })}
          sx={{ minWidth: 240 }}
        >
          {STRATEGIES.map((strategy) => (
            <MenuItem key={strategy} value={strategy}>
              {t(`strategies.${strategy}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2">{t('wizard.help')}</Typography>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void download(() => dataProvider.downloadImportTemplate(choice.dataType))}
      >
        {t('wizard.template')}
      </Button>
      <TemplateColumns dataType={choice.dataType} />
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {t('wizard.choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-label={t('wizard.file')}
            onChange={(event) => {
              choose(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </Button>
        <Typography variant="body2" data-testid="chosen-file">
          {choice.file ? choice.file.name : t('wizard.noFile')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={!choice.file} onClick={onNext}>
          {t('wizard.load')}
        </Button>
        <Button component={Link} to={`/accounts/${accountId}/catalog-imports`}>
          {translate('ra.action.cancel')}
        </Button>
      </Stack>
    </Stack>
  )
}
