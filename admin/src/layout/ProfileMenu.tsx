import { Box, Divider, Typography } from '@mui/material'
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin'
import type { Session } from '../providers/session'
import { ModuleSwitchItems } from './ModuleSwitchItems'
import { useSession } from './useSession'

const ProfileHeader = ({ session }: { session: Session }) => (
  <Box sx={{ px: 2, pt: 1, pb: 1.5, minWidth: 260 }}>
    <Typography variant="subtitle1" component="p" fontWeight={600}>
      {`${session.user.firstname} ${session.user.lastname}`}
    </Typography>
    {session.currentOrganization && (
      <Typography variant="body2" color="text.secondary">
        {session.currentOrganization.commonName}
      </Typography>
    )}
    <Typography variant="body2" color="text.secondary">
      {session.user.email}
    </Typography>
  </Box>
)
// Not a menu item: MUI's MenuList must not give it the initial focus.
ProfileHeader.muiSkipListHighlight = true

/** Profile panel: name, organisation, e-mail, the modules to switch to, and logout. */
export const ProfileMenu = () => {
  const session = useSession()
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  // The button shows the user's name: its accessible name holds it (WCAG 2.5.3, label in name).
  const label = identity?.fullName
    ? translate('profile.menu_named', { name: identity.fullName })
    : 'profile.menu'

  return (
    <UserMenu label={label}>
      {session && <ProfileHeader session={session} />}
      {session && <Divider />}
      {session && <ModuleSwitchItems session={session} />}
      {session && session.modules.length > 1 && <Divider />}
      <Logout />
    </UserMenu>
  )
}
