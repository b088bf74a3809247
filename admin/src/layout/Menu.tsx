import { Menu as RaMenu, usePermissions } from 'react-admin'
import { MENU_GROUPS, MENU_TOP_LEVEL } from '../navigation/menu'
import { isScreenVisible, visibleGroups } from '../navigation/visibility'
import { MenuSection, ScreenMenuItem } from './MenuSection'

/** Menu of part 1 §2: only screens that exist and that the current module's permissions allow. */
export const Menu = () => {
  const { permissions } = usePermissions<string[]>()

  return (
    <RaMenu>
      {MENU_TOP_LEVEL.filter((key) => isScreenVisible(permissions, key)).map((key) => (
        <ScreenMenuItem key={key} screenKey={key} />
      ))}
      {visibleGroups(permissions, MENU_GROUPS).map((group) => (
        <MenuSection key={group.key} group={group} level={0} />
      ))}
    </RaMenu>
  )
}
