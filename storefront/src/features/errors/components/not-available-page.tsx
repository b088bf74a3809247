import { useTranslation } from '@/lib/i18n'
import { ErrorPage } from './error-page'

/** Shown when the client's configuration cannot load, so it depends on nothing from it (neutral colours). */
export default function NotAvailablePage() {
  const { t } = useTranslation()
  return (
    <ErrorPage
      title={t('errors.notAvailable.title')}
      text={t('errors.notAvailable.text')}
      action={
        // A full reload: the configuration is requested again from scratch.
        <button type="button" className="button button-neutral" onClick={() => window.location.assign('/')}>
          {t('errors.notAvailable.retry')}
        </button>
      }
    />
  )
}
