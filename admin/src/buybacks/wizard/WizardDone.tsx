import PrintIcon from '@mui/icons-material/Print'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { useEffect, useRef } from 'react'
import { useDataProvider } from 'react-admin'
import { Link } from 'react-router-dom'
import { useDownload } from '../../lib/useDownload'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

const DOCUMENTS = ['transfer_order', 'tracking_sheet'] as const

/**
 * The buy-backs made: each with its transfer order to sign and its tracking sheet to print. The result
 * replaces the summary whose "Confirmer" button had the focus: the focus goes to the result's heading, so
 * that a keyboard or screen-reader user lands on what happened, not on the page's body.
 */
export const WizardDone = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, translate } = useWizardText()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  const print = (id: number, kind: string) =>
    void download(() => dataProvider.downloadBuybackDocument(id, kind), wizard.fail)
  return (
    <>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid' } }}
      >
        {t('done_title', { smart_count: wizard.made?.buybacks.length ?? 1 })}
      </Typography>
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
