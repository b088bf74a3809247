import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import AddBoxIcon from '@mui/icons-material/AddBox'
import LabelIcon from '@mui/icons-material/Label'
import { Title, useTranslate } from 'react-admin'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { AwaitingItemsTable } from './AwaitingItemsTable'
import { PackagesTable } from './PackagesTable'
import { Refusal } from './Refusal'
import { useExpeditionOverview } from './useExpeditionOverview'
import { useTakeItem } from './useTakeItem'

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
    <Typography variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
)

/**
 * `/expedition?itemId=` (part 1 §2 "Expedition"): what waits for shipment here, the packages being filled
 * and those recently shipped. A store sends its items to the workshop; a workshop sends its completed
 * items to the buyer, and its items to return one by one with their own label.
 */
export const ExpeditionPage = () => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const itemId = useSearchParams()[0].get('itemId')
  const { overview, refusal, setRefusal } = useExpeditionOverview()
  useTakeItem(itemId, overview, setRefusal)

  // Nothing is written yet: the package opens on the server with the first item scanned into it.
  const newPackage = () => navigate('/start-expedition')

  const busy = (!overview && !refusal) || (Boolean(itemId) && !refusal)
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={translate('expedition.title')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('expedition.title')}
          </Typography>
          {overview?.kind === 'to_buyer' && (
            <Button
              variant="outlined"
              startIcon={<LabelIcon />}
              component={RouterLink}
              to="/packing-with-label"
            >
              {translate('expedition.actions.shipWithLabel')}
            </Button>
          )}
          <Button variant="contained" startIcon={<AddBoxIcon />} disabled={busy} onClick={newPackage}>
            {translate('expedition.actions.newPackage')}
          </Button>
        </Stack>
        {busy && <LinearProgress aria-label={translate('expedition.loading')} />}
        <Refusal message={refusal} />
        {overview && (
          <>
            <Section title={translate('expedition.awaiting.title')}>
              <AwaitingItemsTable items={overview.items} />
            </Section>
            <Section title={translate('expedition.open.title')}>
              <PackagesTable packages={overview.open} variant="open" />
            </Section>
            <Section title={translate('expedition.shipped.title')}>
              <PackagesTable packages={overview.shipped} variant="shipped" />
            </Section>
          </>
        )}
      </Stack>
    </Box>
  )
}
