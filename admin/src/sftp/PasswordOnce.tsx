import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Alert, AlertTitle, Box, Button } from '@mui/material'
import { useNotify, useTranslate } from 'react-admin'

const T = 'sftp'

/** The one-time password, shown once after an activation. */
export const PasswordOnce = ({ password }: { password: string }) => {
  const translate = useTranslate()
  const notify = useNotify()
  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="alert">
      <AlertTitle>{translate(`${T}.password_title`)}</AlertTitle>
      {translate(`${T}.password_once`)}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
        <Box
          component="code"
          data-testid="sftp-password"
          sx={{ fontSize: '1.1rem', bgcolor: 'background.paper', px: 1.5, py: 0.5, borderRadius: 1 }}
        >
          {password}
        </Box>
        {/* The clipboard exists only in secure contexts: over plain http the password is copied by hand. */}
        {navigator.clipboard && (
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={async () => {
              await navigator.clipboard.writeText(password)
              notify(`${T}.copied`, { type: 'info' })
            }}
          >
            {translate(`${T}.copy`)}
          </Button>
        )}
      </Box>
    </Alert>
  )
}
