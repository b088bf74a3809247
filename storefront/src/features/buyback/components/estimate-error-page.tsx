import { useTranslation } from '@/lib/i18n'
import { Link, useLocation } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import type { EstimateFailure } from './diag-page'
import { BuybackTexts } from '../i18n/buyback-texts'
import '@/styles/tunnel.css'

/** `/estimate-error`: why the product cannot be estimated (the server's message, or the client's own text). */
function EstimateErrorPage() {
  const { t } = useTranslation()
  const failure = (useLocation().state ?? null) as EstimateFailure | null
  return (
    <div className="container page tunnel">
      <PageHeading>{t('diag.errorTitle')}</PageHeading>
      <p className="alert" role="alert">
        {failure?.message ?? t('diag.failed')}
      </p>
      {failure?.customText && <p>{failure.customText}</p>}
      <div className="tunnel-actions">
        <Link className="button button-neutral" to="/search">
          {t('diag.searchAgain')}
        </Link>
        <Link className="button button-primary" to="/">
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  )
}

export default function EstimateErrorPageRoute() {
  return (
    <BuybackTexts>
      <EstimateErrorPage />
    </BuybackTexts>
  )
}
