import { ListSubheader } from '@mui/material'
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin'
import type { MenuGroupDefinition } from '../navigation/menu'
import { SCREENS, type ScreenKey } from '../navigation/screens'

export const ScreenMenuItem = ({ screenKey }: { screenKey: ScreenKey }) => {
  const { path, icon: Icon } = SCREENS[screenKey]
  return <RaMenu.Item to={path} primaryText={`menu.items.${screenKey}`} leftIcon={<Icon />} />
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
