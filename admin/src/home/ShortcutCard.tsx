import { Box, Card, CardActionArea, Chip, Typography } from '@mui/material'
import { LinkBase, useTranslate } from 'react-admin'
import { SCREENS } from '../navigation/screens'
import type { Shortcut } from '../navigation/shortcuts'

const CardBody = ({ shortcut, disabled }: { shortcut: Shortcut; disabled: boolean }) => {
  const translate = useTranslate()
  const Icon = SCREENS[shortcut.screen].icon
  return (
    <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
      <Box
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: disabled ? 'action.hover' : 'primary.main',
          color: disabled ? 'text.disabled' : 'primary.contrastText',
        }}
      >
        <Icon aria-hidden />
      </Box>
      <Typography variant="h3" component="h3" color={disabled ? 'text.secondary' : 'text.primary'}>
        {translate(`home.shortcuts.${shortcut.key}`)}
      </Typography>
      {disabled && (
        <Chip
          size="small"
          label={translate('home.coming_soon')}
          sx={{ alignSelf: 'flex-start', mt: 'auto' }}
        />
      )}
    </Box>
  )
}

/** A home shortcut: a link when its screen exists, otherwise a disabled card marked "coming soon". */
export const ShortcutCard = ({ shortcut }: { shortcut: Shortcut }) => {
  const { path, available } = SCREENS[shortcut.screen]

  if (!available) {
    return (
      <Card aria-disabled="true" sx={{ height: '100%', bgcolor: 'grey.50' }}>
        <CardBody shortcut={shortcut} disabled />
      </Card>
    )
  }
  return (
    <Card sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea component={LinkBase} to={path} sx={{ height: '100%' }}>
        <CardBody shortcut={shortcut} disabled={false} />
      </CardActionArea>
    </Card>
  )
}
