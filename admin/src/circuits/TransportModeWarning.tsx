import { Alert, Link as MuiLink } from '@mui/material'
import { useGetList, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'

/** Deposits whose parcel travels: the customer needs a transport mode of the channel serving them. */
const TRAVELLING = ['post', 'collect', 'drop_label']

/**
 * A web circuit whose deposit travels is offered only with an active transport mode of the web channel
 * serving that deposit (the set-up checklist's rule): the form says so when there is none yet.
 */
export const TransportModeWarning = () => {
  const translate = useTranslate()
  const channel = useWatch({ name: 'channel' }) as string | undefined
  const deposit = useWatch({ name: 'deposit' }) as string | undefined
  const travels = channel === 'web' && deposit !== undefined && TRAVELLING.includes(deposit)
  const { data: modes, isPending } = useGetList(
    'shipping-methods',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'type', order: 'ASC' } },
    { enabled: travels }
  )
  if (!travels || isPending) return null
  const served = (modes ?? []).some(
    (mode) =>
      mode.status === 'active' &&
      mode.channel === 'web' &&
      ((mode.deposits as string[]) ?? []).includes(deposit)
  )
  if (served) return null
  return (
    <Alert severity="warning" sx={{ maxWidth: 760, mb: 2 }}>
      {translate('resources.circuits.help.no_transport_mode', {
        deposit: translate(`resources.circuits.deposits.${deposit}`),
      })}{' '}
      <MuiLink component={Link} to="/shipping-methods/create">
        {translate('resources.circuits.help.create_transport_mode')}
      </MuiLink>
    </Alert>
  )
}
