import { useEffect, useState } from 'react'
import { API_URL, httpClient } from '../providers/httpClient'

export interface UserFormOptions {
  modules: { module: string; roles: { role: string; entityType: string | null }[] }[]
  entities: { id: number; commonName: string; type: string }[]
}

const EMPTY: UserFormOptions = { modules: [], entities: [] }

/** What the user form may offer (GET /api/users/form-options); the server checks the same on save. */
export function useUserFormOptions() {
  const [options, setOptions] = useState<UserFormOptions>(EMPTY)
  useEffect(() => {
    let active = true
    httpClient<UserFormOptions>(`${API_URL}/users/form-options`)
      .then(({ json }) => active && setOptions(json ?? EMPTY))
      .catch(() => active && setOptions(EMPTY))
    return () => {
      active = false
    }
  }, [])
  return options
}
