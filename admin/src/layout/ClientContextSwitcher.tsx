import BusinessIcon from '@mui/icons-material/Business'
import CloseIcon from '@mui/icons-material/Close'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Button, IconButton, Menu, MenuItem, Stack, Tooltip } from '@mui/material'
import { useState, type MouseEvent } from 'react'
import { useGetList, useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { setClientContext, useClientContext, type ClientContext } from '../providers/clientContext'
import { queryClient } from '../providers/queryClient'
import { useSession } from './useSession'

/** Switches the client acted for: every cached answer was the previous client's, so the cache goes too. */
export function useSwitchClient() {
  const navigate = useNavigate()
  return (next: ClientContext | null) => {
    setClientContext(next)
    queryClient.removeQueries()
    navigate('/')
  }
}

const ClientMenu = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  const switchClient = useSwitchClient()
  const { data: clients = [] } = useGetList(
    'clients',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'commonName', order: 'ASC' } },
    { enabled: Boolean(anchor) }
  )
  return (
    <Menu id="client-context-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {clients.map((client) => (
        <MenuItem
          key={client.id}
          onClick={() => {
            onClose()
            switchClient({ id: Number(client.id), name: String(client.commonName) })
          }}
        >
          {client.commonName}
        </MenuItem>
      ))}
    </Menu>
  )
}

/**
 * The super admin's client context in the app bar: the client's name while acting for it (always in
 * sight), with the way back to the platform; otherwise a menu of the clients to act for.
 */
export const ClientContextSwitcher = () => {
  const translate = useTranslate()
  const isSuperAdmin = useSession()?.user.types.includes('super_admin') ?? false
  const context = useClientContext()
  const switchClient = useSwitchClient()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (!isSuperAdmin) return null

  return (
    <Stack direction="row" alignItems="center" sx={{ mr: 1 }}>
      <Button
        color="inherit"
        aria-label={translate('resources.clients.context.choose')}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<BusinessIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={context ? { bgcolor: 'rgba(255,255,255,0.18)', fontWeight: 700 } : undefined}
        data-testid="client-context"
      >
        {context
          ? translate('resources.clients.context.acting_for', { name: context.name })
          : translate('resources.clients.context.none')}
      </Button>
      {context && (
        <Tooltip title={translate('resources.clients.context.leave')}>
          <IconButton
            color="inherit"
            size="small"
            aria-label={translate('resources.clients.context.leave')}
            onClick={() => switchClient(null)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ClientMenu anchor={anchor} onClose={() => setAnchor(null)} />
    </Stack>
  )
}
