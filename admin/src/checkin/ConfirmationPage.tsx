import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import PrintIcon from '@mui/icons-material/Print'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { ScanField } from './ScanField'
import { CheckinSummary } from './CheckinSummary'

/**
 * `/warehouse/confirmation-checkin/{itemId}?buybackIdentificationNumber=`: the parcel is registered; its
 * label is printed from here and the scan field waits, focused, for the next parcel.
 */
export const ConfirmationPage = () => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { itemId } = useParams()
  const [params] = useSearchParams()
  const count = (useLocation().state as { count?: number } | null)?.count ?? 1
  const number = params.get('buybackIdentificationNumber')
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [printed, setPrinted] = useState(0)
  // Without it the page still confirms the check-in and prints the label: a failure leaves the summary out.
  const { data: buyback } = useQuery({
    queryKey: ['checkin', 'buyback', number],
    queryFn: () => dataProvider.buybackByNumber(number!),
    enabled: !!number,
    retry: false,
  })

  const item = buyback?.items.find((one) => String(one.id) === itemId)
  const { download } = useDownload()
  const printLabel = async () => {
    const printed = await download(() =>
      dataProvider.downloadItemLabel(itemId!, item?.identificationNumber ?? itemId!)
    )
    // Printed, the next parcel is scanned at once.
    if (printed) setPrinted((count) => count + 1)
  }

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={translate('checkin.confirmation.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('checkin.confirmation.title')}
        </Typography>
        <Alert severity="success">
          {translate('checkin.confirmation.done', { smart_count: count, number: number ?? '' })}
        </Alert>
        {buyback && <CheckinSummary buyback={buyback} />}
        {itemId && (
          <Box>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void printLabel()}>
              {translate('checkin.confirmation.printLabel')}
            </Button>
          </Box>
        )}
        <Typography variant="subtitle1">{translate('checkin.confirmation.next')}</Typography>
        <ScanField
          refocus={printed}
          onScan={(code) => {
            if (code) navigate(`/warehouse/checkin?code=${encodeURIComponent(code)}`)
          }}
        />
      </Stack>
    </Box>
  )
}
