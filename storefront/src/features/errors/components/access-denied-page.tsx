import { useTranslation } from '@/lib/i18n'
import { Link } from 'react-router-dom'
import { ErrorPage } from './error-page'

export default function AccessDeniedPage() {
  const { t } = useTranslation()
  return (
    <ErrorPage
      title={t('errors.accessDenied.title')}
      text={t('errors.accessDenied.text')}
      action={
        <Link to="/" className="button button-primary">
          {t('common.backHome')}
        </Link>
      }
    />
  )
}
