import { useSyncExternalStore } from 'react'
import { useTranslation } from '@/lib/i18n'
import { getUnavailableSnapshot, retryNow, subscribeUnavailable } from '@/lib/service-unavailable'
import './service-unavailable-notice.css'

/** The service briefly unavailable: its message and a button that sends the waiting calls again. */
export function ServiceUnavailableNotice() {
  const { t } = useTranslation()
  const state = useSyncExternalStore(subscribeUnavailable, getUnavailableSnapshot)
  if (!state) return null
  return (
    <div className="service-unavailable" role="alertdialog" aria-labelledby="service-unavailable-title">
      <p id="service-unavailable-title" className="service-unavailable-title">
        {t('errors.unavailable.title')}
      </p>
      <p>{state.message ?? t('errors.unavailable.text')}</p>
      {state.requestId && (
        <p className="service-unavailable-reference">{t('errors.reference', { id: state.requestId })}</p>
      )}
      <button type="button" className="button button-primary" onClick={retryNow} autoFocus>
        {t('errors.unavailable.retry')}
      </button>
    </div>
  )
}
