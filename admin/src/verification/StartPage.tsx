import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Title, useDataProvider } from 'react-admin'
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { messageOf } from './types'
import { productStepPath } from './queue/useOpenNext'
import { useVerificationText } from './useVerificationText'

/** `/verification/start/{buybackIdentificationNumber?}`: a link that opens a buy-back's verification. */
export const StartPage = () => {
  const { t, message, translate } = useVerificationText()
  const navigate = useNavigate()
  const { buybackIdentificationNumber: number } = useParams()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data: found, error } = useQuery({
    queryKey: ['verification', 'lookup', number],
    queryFn: () => dataProvider.lookupCode(number!),
    enabled: !!number,
    retry: false,
  })
  const refusal = error ? messageOf(error) : ''

  useEffect(() => {
    if (found) navigate(productStepPath(found.itemId), { replace: true })
  }, [found, navigate])

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
