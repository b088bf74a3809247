import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { Title } from 'react-admin'
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom'
import { lookupCode, messageOf } from './api'
import { productStepPath } from './queue/useOpenNext'
import { useVerificationText } from './useVerificationText'

/** `/verification/start/{buybackIdentificationNumber?}`: a link that opens a buy-back's verification. */
export const StartPage = () => {
  const { t, message, translate } = useVerificationText()
  const navigate = useNavigate()
  const { buybackIdentificationNumber: number } = useParams()
  const [refusal, setRefusal] = useState('')

  useEffect(() => {
    if (!number) return
    lookupCode(number).then(
      (found) => navigate(productStepPath(found.itemId), { replace: true }),
      (error: unknown) => setRefusal(messageOf(error))
    )
  }, [number, navigate])

  if (!number) return <Navigate to="/verification" replace />
  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {refusal ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {message(refusal)}
          </Alert>
          <Box>
            <Button component={Link} to="/verification" variant="contained">
              {t('back_to_search')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <CircularProgress aria-label={translate('app.loading')} />
      )}
    </Box>
  )
}
