import RecyclingIcon from '@mui/icons-material/Recycling'
import { Box, Typography } from '@mui/material'
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin'
import { ClientContextSwitcher } from './ClientContextSwitcher'
import { LocaleSwitcher } from './LocaleSwitcher'
import { ProfileMenu } from './ProfileMenu'
import { useSession } from './useSession'

/** The client's logo when it has one (set on /design), else the product's mark. */
const Brand = () => {
  const translate = useTranslate()
  const account = useSession()?.account
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 3 }}>
      {account?.logo ? (
        <Box
          component="img"
          src={account.logo}
          alt={account.name}
          sx={{
            height: 32,
            maxWidth: 160,
            objectFit: 'contain',
            bgcolor: 'common.white',
            borderRadius: 0.5,
            p: 0.25,
          }}
        />
      ) : (
        <RecyclingIcon aria-hidden />
      )}
      <Typography component="span" variant="h6" fontWeight={700} sx={{ letterSpacing: 0.3 }}>
        {translate('app.name')}
      </Typography>
    </Box>
  )
}

const Toolbar = () => (
  <>
    <ClientContextSwitcher />
    <LocaleSwitcher />
    <LoadingIndicator />
  </>
)

/** Brand, page title, the super admin's client context, language switcher and the profile panel. */
export const AppBar = () => (
  <RaAppBar color="primary" toolbar={<Toolbar />} userMenu={<ProfileMenu />}>
    <Brand />
    <TitlePortal variant="subtitle1" sx={{ opacity: 0.9 }} />
  </RaAppBar>
)
