import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { HttpError, useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/**
 * The access of the caller's account, or of a client's when an organisation is named. The password of an
 * activation is kept in this screen's memory only, until the user leaves it.
 */
export function useSftpAccess(organizationId: string | undefined) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const queryClient = useQueryClient()
  const queryKey = ['sftp-access', organizationId ?? null]
  const read = useQuery({
    queryKey,
    queryFn: () => dataProvider.sftpAccess(organizationId),
    retry: false,
  })
  const [password, setPassword] = useState<string | null>(null)
  const changing = useMutation({
    mutationFn: (action: 'activate' | 'deactivate') => dataProvider.changeSftpAccess(action, organizationId),
    onSuccess: (json) => {
      setPassword(json.password ?? null)
      queryClient.setQueryData(queryKey, { ...json, password: undefined })
    },
  })

  const error = read.error ? (read.error instanceof HttpError ? read.error.message : 'errors.generic') : null
  return { access: read.data ?? null, error, password, change: changing.mutateAsync }
}
