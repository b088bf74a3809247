import { Stack, Typography } from '@mui/material'
import { useGetManyAggregate, useRecordContext, useTranslate } from 'react-admin'

interface UserModule {
  module: string
  role: string
  organizationId: number | null
  organizationName?: string | null
}

/**
 * Each module's role and its parent entity ("Vendeur en magasin · Paris Rivoli"); the entities of a page's
 * rows are read in one request (react-admin aggregates the rows' getMany calls).
 */
export const UserRolesField = (_: { label?: string; sortable?: boolean }) => {
  const translate = useTranslate()
  const record = useRecordContext<{ id: number; modules?: UserModule[] }>()
  const modules = record?.modules ?? []
  const ids = modules
    .filter((one) => one.organizationId !== null && !one.organizationName)
    .map((one) => one.organizationId as number)
  const { data: entities = [] } = useGetManyAggregate('entities', { ids }, { enabled: ids.length > 0 })
  const nameOf = (one: UserModule) =>
    one.organizationName ?? entities.find((entity) => entity.id === one.organizationId)?.commonName ?? null

  return (
    <Stack spacing={0.25}>
      {modules.map((one) => {
        const role = translate(`user_types.${one.role}`)
        const entity = nameOf(one)
        return (
          <Typography key={`${one.module}-${one.role}-${one.organizationId}`} variant="body2">
            {entity ? translate('resources.users.role_in', { role, entity }) : role}
          </Typography>
        )
      })}
    </Stack>
  )
}
