import { useCallback, useEffect, useState } from 'react'
import { HttpError } from 'react-admin'
import { API_URL, httpClient } from '../providers/httpClient'
import type { SftpAccess } from './types'

/**
 * The access of the caller's account, or of a client's when an organisation is named. The password of an
 * activation is kept in this screen's memory only, until the user leaves it.
 */
export function useSftpAccess(organizationId: string | undefined) {
  const [access, setAccess] = useState<SftpAccess | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [password, setPassword] = useState<string | null>(null)
  const query = organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ''

  useEffect(() => {
    let active = true
    httpClient<SftpAccess>(`${API_URL}/sftp-access${query}`, { silent: true })
      .then(({ json }) => active && setAccess(json))
      .catch(
        (failure: unknown) =>
          active && setError(failure instanceof HttpError ? failure.message : 'errors.generic')
      )
    return () => {
      active = false
    }
  }, [query])

  const change = useCallback(
    async (action: 'activate' | 'deactivate') => {
      const { json } = await httpClient<SftpAccess>(`${API_URL}/sftp-access/${action}`, {
        method: 'POST',
        body: JSON.stringify(organizationId ? { organizationId } : {}),
      })
      setPassword(json.password ?? null)
      setAccess({ ...json, password: undefined })
    },
    [organizationId]
  )

  return { access, error, password, change }
}
