import { useMutation } from '@tanstack/react-query'
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { ScanField } from '../checkin/ScanField'
import { ItemCard } from './ItemCard'
import { Refusal } from './Refusal'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useScanLookup } from '../lib/useScanLookup'
import { refusalOf, type ExpeditionItem } from './types'

/**
 * `/packing-with-label?code=` (part 1 §2 "Expedition"): an item to return leaves alone. It is scanned,
 * shown, then its own label is booked and it is shipped; the confirmation offers the label.
 */
export const PackingWithLabelPage = () => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const code = useSearchParams()[0].get('code')
  // An item sent from the expedition page (`?itemId=`) arrives with its number.
  const lookup = useScanLookup(
    'packingWithLabel',
    (scanned) => dataProvider.lookUpItem(scanned, { mode: 'label' }),
    code
  )
  const ship = useMutation({
    mutationFn: (number: string) => dataProvider.shipReturn(number),
    onSuccess: (shipped) =>
      navigate(`/expedition/confirmation?transportId=${shipped.transport.id}`, { state: shipped }),
  })
  const item: ExpeditionItem | null = lookup.found
  const failure = ship.error ?? lookup.error
  const refusal = failure ? refusalOf(failure) : ''
  // Busy too once shipped, while the confirmation page opens.
  const busy = lookup.looking || ship.isPending || ship.isSuccess

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={translate('expedition.withLabel.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('expedition.withLabel.title')}
        </Typography>
        <ScanField
          onScan={(scanned) => {
            if (!scanned) return
            ship.reset()
            lookup.scan(scanned)
          }}
          disabled={busy}
          label="expedition.withLabel.scan.label"
          help="expedition.withLabel.scan.help"
        />
        {busy && <LinearProgress aria-label={translate('expedition.loading')} />}
        <Refusal message={refusal} />
        {item && (
          <>
            <ItemCard item={item} />
            <Box>
              <Button
                variant="contained"
                startIcon={<LocalShippingIcon />}
                disabled={busy}
                onClick={() => item && ship.mutate(item.identificationNumber)}
              >
                {translate('expedition.withLabel.ship')}
              </Button>
            </Box>
          </>
        )}
        <Box>
          <Button component={RouterLink} to="/expedition">
            {translate('expedition.back')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
