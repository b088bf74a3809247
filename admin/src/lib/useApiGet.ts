import { useEffect, useState } from 'react'
import { API_URL, httpClient } from '../providers/httpClient'

/** Loads `GET /api/<path>` once for a form's choices; `empty` until it answers or when it fails. */
export function useApiGet<T>(path: string, empty: T): T {
  const [value, setValue] = useState<T>(empty)
  useEffect(() => {
    let active = true
    httpClient<T>(`${API_URL}/${path}`)
      .then(({ json }) => active && setValue(json ?? empty))
      .catch(() => active && setValue(empty))
    return () => {
      active = false
    }
    // `empty` is a constant of the caller: only the path decides when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path])
  return value
}
