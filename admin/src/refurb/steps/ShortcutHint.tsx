import KeyboardIcon from '@mui/icons-material/KeyboardOutlined'
import { Box, Typography } from '@mui/material'
import { useRefurbText } from '../useRefurbText'
import { SHORTCUT_KEYS } from './useStepShortcuts'

const Key = ({ name }: { name: string }) => (
  <Box
    component="kbd"
    sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace' }}
  >
    {name.toUpperCase()}
  </Box>
)

/** The bench's keys, said on the screen where they work. */
export const ShortcutHint = () => {
  const { t } = useRefurbText()
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      aria-label={t('shortcuts.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <KeyboardIcon fontSize="small" aria-hidden />
      <span>
        <Key name={SHORTCUT_KEYS.advance} /> {t('shortcuts.advance')}
      </span>
      <span>
        <Key name={SHORTCUT_KEYS.pause} /> {t('shortcuts.pause')}
      </span>
    </Typography>
  )
}
