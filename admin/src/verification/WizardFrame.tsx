import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material'
import type { ReactNode } from 'react'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import type { Verification } from './useVerification'
import { useVerificationText } from './useVerificationText'

interface Props {
  /** The item's verification; none on the web file check's search step. */
  wizard?: Verification
  title: string
  /** Step label keys under `verification.steps`. */
  steps: readonly string[]
  active: number
  searchPath: string
  children: ReactNode
}

/**
 * The frame of every step: title, the item's numbers, the stepper; a progress bar until the form is in,
 * the refusal and a way back to the search when it cannot be.
 */
export const WizardFrame = ({ wizard, title, steps, active, searchPath, children }: Props) => {
  const { t, message } = useVerificationText()
  const form = wizard?.form
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {form && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('numbers', {
            buyback: form.buyback.identificationNumber,
            item: form.item.identificationNumber,
          })}
        </Typography>
      )}
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          {!wizard ? (
            children
          ) : wizard.loadError ? (
            <>
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {message(wizard.loadError)}
              </Alert>
              <Button component={Link} to={searchPath} variant="contained">
                {t('back_to_search')}
              </Button>
            </>
          ) : !form || !wizard.state ? (
            <LinearProgress aria-label={t('loading')} />
          ) : (
            children
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
