import { useTranslation } from '@/lib/i18n'
import { Link } from 'react-router-dom'
import { ErrorPage } from './error-page'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <ErrorPage
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      action={
        <Link to="/" className="button button-primary">
          {t('common.backHome')}
        </Link>
      }
    />
  )
}
