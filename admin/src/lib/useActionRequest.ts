import { useState } from 'react'
import { HttpError, useNotify, useRefresh } from 'react-admin'
import { API_URL, httpClient } from '../providers/httpClient'

/**
 * An action sent to the API (a buy-back's, a quarantine row's, a failed job's) from a dialog or a button:
 * busy while it runs, the server's message (or its field messages) kept for the dialog to show, a success
 * notice and a refresh of the page when it worked.
 */
export function useActionRequest() {
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [failure, setFailure] = useState<Record<string, unknown> | null>(null)

  /** `notifyFailure`: a call made without a dialog shows its refusal as a notice instead. */
  const run = async (path: string, body: unknown, done: string, method = 'POST', notifyFailure = false) => {
    setBusy(true)
    setError('')
    try {
      await httpClient(`${API_URL}${path}`, { method, body: JSON.stringify(body ?? {}), silent: true })
      notify(done, { type: 'success' })
      refresh()
      return true
    } catch (caught) {
      const answer = caught instanceof HttpError ? (caught.body as Record<string, unknown> | null) : null
      setFailure(answer)
      const fieldErrors = answer?.errors as Record<string, string> | undefined
      const message = fieldErrors
        ? Object.values(fieldErrors).join(' ')
        : caught instanceof Error
          ? caught.message
          : ''
      setError(message)
      if (notifyFailure) notify(message || 'errors.network', { type: 'error' })
      return false
    } finally {
      setBusy(false)
    }
  }
  const reset = () => {
    setError('')
    setFailure(null)
  }
  return { busy, error, failure, run, reset }
}
