import { useTranslation } from '@/lib/i18n'

/** "Loading…" with a spinner: a whole page (the default) or a line within one. */
export function PageLoading({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={inline ? 'page-loading' : 'container page page-loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  )
}
