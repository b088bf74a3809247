import { canAccess } from '../providers/canAccess'
import { getSession } from '../providers/session'
import type { MenuGroupDefinition } from './menu'
import { SCREENS, type Screen, type ScreenKey } from './screens'

/** A menu entry shows when the user holds its permission and the screen exists. */
export function isScreenVisible(permissions: readonly string[] | undefined, key: ScreenKey): boolean {
  const screen: Screen = SCREENS[key]
  if (screen.premiumFeature && !getSession()?.premiumFeatures?.includes(screen.premiumFeature)) return false
  if (screen.storeOnly && getSession()?.currentOrganization?.type !== 'store') return false
  return screen.available && canAccess(permissions, screen.permission)
}

/** Prunes items and empty groups, recursively, so that a group with nothing to show disappears. */
export function visibleGroups(
  permissions: readonly string[] | undefined,
  groups: MenuGroupDefinition[]
): MenuGroupDefinition[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items?.filter((key) => isScreenVisible(permissions, key)),
      groups: group.groups ? visibleGroups(permissions, group.groups) : undefined,
    }))
    .filter((group) => (group.items?.length ?? 0) + (group.groups?.length ?? 0) > 0)
}
