import type { ReactNode } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'

/**
 * The frame the error modals share: an icon and a title, the texts, and one button that has the focus.
 * Without `onClose`, Escape and the backdrop do not close it (the button is the only way on).
 */
export const ErrorDialogFrame = ({
  id,
  icon,
  title,
  children,
  action,
  onAction,
  onClose,
}: {
  id: string
  icon: ReactNode
  title: string
  children: ReactNode
  action: string
  onAction: () => void
  onClose?: () => void
}) => (
  <Dialog
    open
    onClose={onClose}
    disableEscapeKeyDown={!onClose}
    aria-labelledby={`${id}-title`}
    aria-describedby={`${id}-text`}
    maxWidth="xs"
    fullWidth
  >
    <DialogTitle id={`${id}-title`}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {icon}
        <span>{title}</span>
      </Stack>
    </DialogTitle>
    <DialogContent id={`${id}-text`}>{children}</DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button variant="contained" onClick={onAction} autoFocus>
        {action}
      </Button>
    </DialogActions>
  </Dialog>
)
