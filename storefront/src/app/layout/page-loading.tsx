import { useTranslation } from '@/lib/i18n'

export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="container page page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  )
}
