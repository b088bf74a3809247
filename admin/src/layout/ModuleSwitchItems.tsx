import CheckIcon from '@mui/icons-material/Check'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material'
import { useNavigate, useNotify, useRefresh, useTranslate, useUserMenu } from 'react-admin'
import { NoPermissionsError, switchModule } from '../providers/authProvider'
import type { ModuleType, Session } from '../providers/session'

/** "Log in as": switching changes the organisation, reloads the permissions and goes home. */
export const ModuleSwitchItems = ({ session }: { session: Session }) => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const refresh = useRefresh()
  const notify = useNotify()
  const userMenu = useUserMenu()

  if (session.modules.length < 2) return null

  const switchTo = (module: ModuleType) => async () => {
    userMenu?.onClose()
    try {
      await switchModule(module)
      refresh()
      navigate('/home')
    } catch (error) {
      // HTTP failures already open the error modal; only the empty permission set is reported here.
      if (error instanceof NoPermissionsError) notify('profile.switch_failed', { type: 'error' })
    }
  }

  return [
    <ListSubheader key="switch-title" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
      {translate('profile.switch_module')}
    </ListSubheader>,
    ...session.modules.map((module) => {
      const label = translate(`modules.${module.type}`)
      const isCurrent = module.type === session.currentModule
      return (
        <MenuItem
          key={module.type}
          aria-label={label}
          aria-current={isCurrent ? 'true' : undefined}
          disabled={isCurrent}
          onClick={switchTo(module.type)}
        >
          <ListItemIcon>
            {isCurrent ? <CheckIcon fontSize="small" /> : <SwapHorizIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={label} secondary={module.organization?.commonName} />
        </MenuItem>
      )
    }),
  ]
}
// A group of items, not an item itself: the initial focus goes to a real menu item.
ModuleSwitchItems.muiSkipListHighlight = true
