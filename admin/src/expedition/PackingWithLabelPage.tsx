import { useCallback, useEffect, useState } from 'react'
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { ScanField } from '../checkin/ScanField'
import { ItemCard } from './ItemCard'
import { Refusal } from './Refusal'
import type { RepriseDataProvider } from '../providers/dataProvider'
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
  const [item, setItem] = useState<ExpeditionItem | null>(null)
  const [busy, setBusy] = useState(Boolean(code))
  const [refusal, setRefusal] = useState('')

  const look = useCallback(
    async (scanned: string) => {
      setBusy(true)
      setRefusal('')
      setItem(null)
      try {
        setItem(await dataProvider.lookUpItem(scanned, { mode: 'label' }))
      } catch (error) {
        setRefusal(refusalOf(error))
      } finally {
        setBusy(false)
      }
    },
    [dataProvider]
  )

  // An item sent from the expedition page (`?itemId=`) arrives with its number.
  useEffect(() => {
    if (!code) return
    dataProvider
      .lookUpItem(code, { mode: 'label' })
      .then(setItem, (error: unknown) => setRefusal(refusalOf(error)))
      .finally(() => setBusy(false))
  }, [code, dataProvider])

  const ship = async () => {
    if (!item) return
    setBusy(true)
    setRefusal('')
    try {
      const shipped = await dataProvider.shipReturn(item.identificationNumber)
      navigate(`/expedition/confirmation?transportId=${shipped.transport.id}`, { state: shipped })
    } catch (error) {
      setRefusal(refusalOf(error))
      setBusy(false)
    }
  }

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={translate('expedition.withLabel.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('expedition.withLabel.title')}
        </Typography>
        <ScanField
          onScan={(scanned) => {
            if (scanned) void look(scanned)
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
                onClick={() => void ship()}
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
