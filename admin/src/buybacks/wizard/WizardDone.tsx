import PrintIcon from '@mui/icons-material/Print'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { useDataProvider } from 'react-admin'
import { Link } from 'react-router-dom'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

const DOCUMENTS = ['transfer_order', 'tracking_sheet'] as const

/** The buy-backs made: each with its transfer order to sign and its tracking sheet to print. */
export const WizardDone = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, translate } = useWizardText()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const print = (id: number, kind: string) =>
    void dataProvider.downloadBuybackDocument(id, kind).catch(wizard.fail)
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('done')}
      </Alert>
      {wizard.made?.buybacks.map((buyback) => (
        <Stack
          key={buyback.id}
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ mb: 1, flexWrap: 'wrap' }}
        >
          <Typography sx={{ minWidth: 260 }}>
            <Link to={`/buybacks/${buyback.id}/show`}>{buyback.identificationNumber}</Link>
            {' · '}
            {buyback.product?.label}
          </Typography>
          {DOCUMENTS.map((kind) => (
            <Button key={kind} startIcon={<PrintIcon />} onClick={() => print(buyback.id, kind)}>
              {translate(`resources.buybacks.documents.kinds.${kind}`)}
            </Button>
          ))}
        </Stack>
      ))}
      <Button variant="contained" sx={{ mt: 2 }} onClick={wizard.startOver}>
        {t('new')}
      </Button>
    </>
  )
}
