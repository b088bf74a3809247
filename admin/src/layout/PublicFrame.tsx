import RecyclingIcon from '@mui/icons-material/Recycling'
import { Box, Card, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import { LocaleSwitcher } from './LocaleSwitcher'

/**
 * The frame of the pages shown before signing in (login, password pages): the product's name, the
 * language, one card with its title, and the tagline below.
 */
export const PublicFrame = ({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) => {
  const translate = useTranslate()
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Card elevation={8} sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 3 }}>
          <Stack direction="row" spacing={1} alignItems="center" color="primary.main">
            <RecyclingIcon fontSize="large" aria-hidden />
            <Typography variant="h5" component="p" fontWeight={700}>
              {translate('app.name')}
            </Typography>
          </Stack>
          <LocaleSwitcher color="primary" />
        </Stack>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: subtitle ? 0 : 2 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Card>
      <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.85)', mt: 2 }}>
        {translate('app.tagline')}
      </Typography>
    </Box>
  )
}
