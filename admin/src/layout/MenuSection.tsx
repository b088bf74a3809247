import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium'
import { ListSubheader } from '@mui/material'
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin'
import type { MenuGroupDefinition } from '../navigation/menu'
import { SCREENS, type Screen, type ScreenKey } from '../navigation/screens'
import { useSession } from './useSession'

export const ScreenMenuItem = ({ screenKey }: { screenKey: ScreenKey }) => {
  const translate = useTranslate()
  const module = useSession()?.currentModule
  const screen: Screen = SCREENS[screenKey]
  const { icon: Icon } = screen
  const path = (module && screen.modulePaths?.[module]) || screen.path
  const label = translate(`menu.items.${screenKey}`)
  return (
    <RaMenu.Item
      to={path}
      primaryText={
        screen.premium ? (
          <>
            {label}
            <WorkspacePremiumIcon
              titleAccess={translate('menu.premium')}
              color="secondary"
              sx={{ ml: 0.5, fontSize: 18, verticalAlign: 'text-bottom' }}
            />
          </>
        ) : (
          label
        )
      }
      leftIcon={<Icon />}
    />
  )
}

/** A titled group of the menu; the titles hide when the sidebar is folded to icons. */
export const MenuSection = ({ group, level }: { group: MenuGroupDefinition; level: number }) => {
  const translate = useTranslate()
  const [open] = useSidebarState()

  return (
    <>
      {open && (
        <ListSubheader
          component="div"
          disableSticky
          sx={{
            bgcolor: 'transparent',
            lineHeight: level === 0 ? '36px' : '28px',
            mt: level === 0 ? 1.5 : 0.5,
            pl: level === 0 ? 2 : 3,
            fontSize: level === 0 ? '0.75rem' : '0.7rem',
            fontWeight: 700,
            letterSpacing: 0.6,
            textTransform: 'uppercase',
            color: level === 0 ? 'text.primary' : 'text.secondary',
          }}
        >
          {translate(`menu.groups.${group.key}`)}
        </ListSubheader>
      )}
      {group.groups?.map((child) => (
        <MenuSection key={child.key} group={child} level={level + 1} />
      ))}
      {group.items?.map((key) => (
        <ScreenMenuItem key={key} screenKey={key} />
      ))}
    </>
  )
}
