import { useQuery } from '@tanstack/react-query'
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import DownloadIcon from '@mui/icons-material/Download'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom'
import { ItemCard } from './ItemCard'
import { PackageContent } from './PackageContent'
import { Refusal } from './Refusal'
import { ShipmentSummary } from './ShipmentSummary'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { refusalOf, type Package, type PackageDocument, type ReturnShipped } from './types'

/** A store's package carries a transport order; a workshop's, the packing slip the buyer checks. */
const DOCUMENTS: Record<Package['kind'], PackageDocument[]> = {
  to_workshop: ['label', 'transport_order'],
  to_buyer: ['label', 'packing_slip'],
}

const DocumentButton = ({ label, onClick }: { label: string; onClick: () => Promise<unknown> }) => {
  const translate = useTranslate()
  const { busy, download } = useDownload()
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download(onClick)}
    >
      {translate(label)}
    </Button>
  )
}

/**
 * `/expedition/confirmation?packageId=` or `?transportId=` (part 1 §2 "Expedition"): what left, with its
 * documents to print. An item returned alone arrives with what the booking answered (router state).
 */
export const ConfirmationPage = () => {
  const translate = useTranslate()
  const [params] = useSearchParams()
  const packageId = Number(params.get('packageId')) || null
  const transportId = Number(params.get('transportId')) || null
  const returned = useLocation().state as ReturnShipped | null
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data: pack = null, error } = useQuery({
    queryKey: ['packages', packageId],
    queryFn: () => dataProvider.getPackage(packageId!),
    enabled: !!packageId,
    retry: false,
  })
  const refusal = error ? refusalOf(error) : ''

  const loading = packageId !== null && !pack && !refusal
  return (
    <Box sx={{ p: 2, maxWidth: 820 }}>
      <Title title={translate('expedition.confirmation.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('expedition.confirmation.title')}
        </Typography>
        {loading && <LinearProgress aria-label={translate('expedition.loading')} />}
        <Refusal message={refusal} />
        {!packageId && !transportId && (
          <Alert severity="info">{translate('expedition.confirmation.missing')}</Alert>
        )}
        {pack && (
          <>
            <Alert severity="success">
              {translate('expedition.confirmation.packageShipped', { number: pack.number })}
            </Alert>
            {/* What is left to do with the box, now that its label exists. */}
            <Alert severity="info">{translate(`expedition.confirmation.nextSteps.${pack.kind}`)}</Alert>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <ShipmentSummary destination={pack.destination?.name} transport={pack.transport} />
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                {translate('expedition.confirmation.items')} ({pack.items.length})
              </Typography>
              <PackageContent items={pack.items} />
            </Paper>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {DOCUMENTS[pack.kind].map((document) => (
                <DocumentButton
                  key={document}
                  label={`expedition.confirmation.documents.${document}`}
                  onClick={() => dataProvider.downloadPackageDocument(pack.id, document, pack.number)}
                />
              ))}
            </Stack>
          </>
        )}
        {!packageId && transportId && (
          <>
            {returned && (
              <>
                <Alert severity="success">
                  {translate('expedition.confirmation.itemShipped', {
                    number: returned.item.identificationNumber,
                  })}
                </Alert>
                <ItemCard item={returned.item} />
                <ShipmentSummary
                  destination={returned.item.destination?.name}
                  transport={returned.transport}
                />
              </>
            )}
            <Box>
              <DocumentButton
                label="expedition.confirmation.documents.label"
                onClick={() => dataProvider.downloadTransportLabel(transportId)}
              />
            </Box>
          </>
        )}
        <Box>
          <Button variant="contained" component={RouterLink} to="/expedition">
            {translate('expedition.back')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
