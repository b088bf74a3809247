import {
  Alert,
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider } from 'react-admin'
import { Link } from 'react-router-dom'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { messageOf } from '../types'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'
import { PriceComparison } from './PriceComparison'
import { QuarantineButton } from './QuarantineButton'
import { StepButtons } from './StepButtons'

const COMMENT_MAX = 255

/**
 * Summary: what the answers make of the buy-back (the server's preview: grades, prices, impacts and the
 * outcome in words), the workshop's comment, and the one write. A refusal because another operator was
 * faster leaves nothing to do here but search again.
 */
export const SummaryStep = ({
  wizard,
  onBack,
  onDiagnostic,
  searchPath,
}: {
  wizard: Verification
  onBack: () => void
  onDiagnostic: () => void
  searchPath: string
}) => {
  const { t, money, message } = useVerificationText()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [touched, setTouched] = useState(false)
  const { form, state, allAnswered, answerIds, failure } = wizard
  const productId = state?.productId
  const answersKey = answerIds.join(',')

  const { data: preview, error } = useQuery({
    queryKey: ['verification', 'preview', wizard.itemId, productId, answersKey],
    queryFn: () =>
      dataProvider.previewVerification(wizard.itemId, {
        productId: productId!,
        answers: answersKey.split(',').map(Number),
      }),
    enabled: !!productId && allAnswered,
    // The last preview stays on screen while the next one is asked.
    placeholderData: keepPreviousData,
    retry: false,
  })
  const previewError = error ? messageOf(error) : ''

  if (!form || !state) return null
  if (!wizard.product) return <LinearProgress aria-label={t('loading')} />
  if (!allAnswered) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="warning">{t('summary.incomplete')}</Alert>
        <Button variant="contained" onClick={onDiagnostic}>
          {t('steps.diagnostic')}
        </Button>
      </Stack>
    )
  }

  const mandatory = form.settings.commentMandatory
  const commentMissing = mandatory && !state.comment.trim()
  const commentError =
    (touched && commentMissing ? t('summary.comment_required') : '') || failure?.fields.comment

  return (
    <Stack spacing={2}>
      {previewError && (
        <Alert severity="error" role="alert">
          {message(previewError)}
        </Alert>
      )}
      {!preview && !previewError && <LinearProgress aria-label={t('loading')} />}
      {preview && (
        <>
          {/* Nothing is sent before the validation: the outcome is told as what will happen. */}
          <Alert
            severity={
              preview.outcome === 'litigation' || preview.outcome === 'quarantine' ? 'warning' : 'success'
            }
            role="status"
          >
            <strong>{t('summary.outcome')} : </strong>
            {preview.payment ? (
              <>
                <strong>{t('summary.to_pay', { price: money(preview.payment.price) })}</strong>
                {' — '}
                {t(`summary.payment_rules.${preview.payment.rule}`, {
                  absorbed: money(preview.payment.absorbed),
                  controlled: money(preview.controlled.price),
                })}
              </>
            ) : (
              t(`outcomes.future.${preview.outcome}`, {
                price: money(preview.price),
                absorbed: money(preview.absorbed),
                reason:
                  form.quarantineReasons.find((reason) => reason.code === preview.quarantineReason)?.label ??
                  '',
              })
            )}
          </Alert>
          {preview.outcome !== 'quarantine' && <PriceComparison preview={preview} />}
        </>
      )}
      <TextField
        label={t('fields.comment')}
        value={state.comment}
        required={mandatory}
        multiline
        minRows={3}
        error={Boolean(commentError)}
        helperText={
          commentError ||
          (form.settings.commentShared ? t('summary.comment_shared') : t('summary.comment_internal'))
        }
        onChange={(event) => wizard.update({ comment: event.target.value })}
        onBlur={() => setTouched(true)}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      {failure && !failure.fields.comment && (
        <Alert
          severity="error"
          role="alert"
          action={
            failure.conflict ? (
              <Button color="inherit" component={Link} to={searchPath}>
                {t('back_to_search')}
              </Button>
            ) : undefined
          }
        >
          {message(failure.message)}
        </Alert>
      )}
      <StepButtons onBack={onBack}>
        <QuarantineButton wizard={wizard} />
        <Box sx={{ ml: 'auto !important', display: 'flex', alignItems: 'center', gap: 1 }}>
          {wizard.busy && <CircularProgress size={24} aria-label={t('submitting')} />}
          <Button
            variant="contained"
            disabled={!preview || wizard.busy || Boolean(failure?.conflict)}
            onClick={() => {
              setTouched(true)
              if (!commentMissing) void wizard.submit()
            }}
          >
            {t('actions.submit')}
          </Button>
        </Box>
      </StepButtons>
      <Typography variant="caption" color="text.secondary">
        {t('summary.final')}
      </Typography>
    </Stack>
  )
}
