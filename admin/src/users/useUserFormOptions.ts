import { useFormOptions } from '../lib/useOptions'

export interface UserFormOptions {
  modules: { module: string; roles: { role: string; entityType: string | null }[] }[]
  entities: { id: number; commonName: string; type: string }[]
}

const EMPTY: UserFormOptions = { modules: [], entities: [] }

/** What the user form may offer (GET /api/users/form-options); the server checks the same on save. */
export const useUserFormOptions = () => useFormOptions<UserFormOptions>('users', EMPTY)
