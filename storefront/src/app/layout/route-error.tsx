import { useTranslation } from '@/lib/i18n'
import { PageHeading } from '@/components/page-heading'

/** Last resort when a page throws or its chunk cannot load (for instance just after a deployment). */
export function RouteError() {
  const { t } = useTranslation()
  return (
    <div className="container page" role="alert">
      <PageHeading>{t('errors.unexpected.title')}</PageHeading>
      <p>{t('errors.unexpected.text')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('errors.unexpected.reload')}
      </button>
    </div>
  )
}
