import { Alert, Link as MuiLink } from '@mui/material'
import { SelectInput, useRecordContext, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { useSession } from '../layout/useSession'
import { useClientContext } from '../providers/clientContext'
import { validators } from './categoryForm'

/**
 * The parent category, required once the account has a category; the account's first category has none
 * (it becomes the catalogue's root), which the form says instead of offering an empty required choice.
 */
export const ParentInput = ({
  parents,
  loaded,
}: {
  parents: { id: number; name: string }[]
  loaded: boolean
}) => {
  const translate = useTranslate()
  if (loaded && parents.length === 0)
    return (
      <Alert severity="info" sx={{ alignSelf: 'center' }}>
        {translate('resources.categories.help.first_category')}
      </Alert>
    )
  return <SelectInput source="parentId" choices={parents} validate={validators.required} />
}

/**
 * No buyer to choose: buyers are linked to a client by the platform admin. A super admin gets the link to
 * the client's linked buyers; a client admin is told who does it.
 */
export const NoBuyerAlert = () => {
  const translate = useTranslate()
  const session = useSession()
  const context = useClientContext()
  const record = useRecordContext<{ accountId?: number }>()
  const isSuperAdmin = session?.user.types.includes('super_admin') ?? false
  const accountId = record?.accountId ?? context?.id ?? session?.account.id
  return (
    <Alert severity="warning" sx={{ maxWidth: 960, mb: 1 }}>
      {isSuperAdmin ? (
        <>
          {translate('resources.categories.help.no_buyer_super_admin')}{' '}
          <MuiLink component={Link} to={`/account/${accountId}/linked-buyers`}>
            {translate('resources.categories.help.link_buyers')}
          </MuiLink>
        </>
      ) : (
        translate('resources.categories.help.no_buyer')
      )}
    </Alert>
  )
}
