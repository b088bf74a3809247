import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { useState, type ReactNode } from 'react'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import type { Refusal } from '../types'
import { useRefurbText } from '../useRefurbText'

/**
 * A refusal met by an action on a step (someone changed it first): kept to show above the item, brought into
 * view, and the page read again. `changed` is what the step cards call after each action.
 */
export function useStepNotice(reload: () => void) {
  const [notice, setNotice] = useState<Refusal | null>(null)
  const changed = (refusal?: Refusal) => {
    setNotice(refusal ?? null)
    // The refusal shows above the item: bring it into view from a step far down the page.
    if (refusal) window.scrollTo({ top: 0, behavior: 'smooth' })
    reload()
  }
  return { notice, clear: () => setNotice(null), changed }
}

/** The frame of the steps pages: title, the way back, the load's refusal and progress, the action notice. */
export const StepsFrame = ({
  title,
  heading,
  back,
  loaded,
  notice,
  onCloseNotice,
  children,
}: {
  title: string
  heading: string
  back: { to: string; label: string }
  loaded: { refusal: Refusal | null; loading: boolean }
  notice: Refusal | null
  onCloseNotice: () => void
  children: ReactNode
}) => {
  const { t, message } = useRefurbText()
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title={title} />
      <Stack spacing={2}>
        <Stack direction="row" alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
            {heading}
          </Typography>
          <Button component={Link} to={back.to}>
            {back.label}
          </Button>
        </Stack>
        {loaded.refusal && (
          <Alert severity="error" role="alert">
            {message(loaded.refusal.message)}
          </Alert>
        )}
        {loaded.loading && <LinearProgress aria-label={t('loading')} />}
        {notice && (
          <Alert severity="warning" role="alert" onClose={onCloseNotice}>
            {message(notice.message)}
          </Alert>
        )}
        {children}
      </Stack>
    </Box>
  )
}
