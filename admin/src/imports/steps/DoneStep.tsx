import { Button, Stack } from '@mui/material'
import { Link } from 'react-router-dom'
import { useTranslate } from 'react-admin'
import type { CatalogueImport } from '../types'
import { ImportReport } from '../ImportReport'

/** Step 4: the report of the finished import. */
export const DoneStep = ({
  accountId,
  record,
  onRestart,
}: {
  accountId: string
  record: CatalogueImport
  onRestart: () => void
}) => {
  const translate = useTranslate()
  return (
    <Stack spacing={3}>
      <ImportReport record={record} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={Link} to={`/accounts/${accountId}/catalog-imports`}>
          {translate('catalogueImports.wizard.back')}
        </Button>
        <Button onClick={onRestart}>{translate('catalogueImports.wizard.again')}</Button>
      </Stack>
    </Stack>
  )
}
