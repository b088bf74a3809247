import { Alert, Button, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { DIAGNOSIS_START } from '../paths'
import { StockChoice } from '../StockChoice'
import { useRefurbText } from '../useRefurbText'
import type { Diagnosis } from './useDiagnosis'
import { WizardButtons } from './WizardButtons'

/**
 * Where the item waits for its steps (where it is, else the workshop's "to refurbish" stock, unless the
 * operator chooses), then the diagnosis' one write.
 */
export const StockStep = ({
  wizard,
  onBack,
  onDone,
}: {
  wizard: Diagnosis
  onBack: () => void
  onDone: () => void
}) => {
  const { t, money, message } = useRefurbText()
  const { failure } = wizard
  return (
    <Stack spacing={2}>
      <Typography>
        {t('diagnosis.stock.recap', {
          smart_count: wizard.chosenSteps.length,
          total: money(wizard.totalPlannedCost),
        })}
      </Typography>
      <StockChoice
        label={t('diagnosis.stock.label')}
        stocks={wizard.form?.stocks ?? []}
        value={wizard.stockId}
        onChange={(stockId) => wizard.update({ stockId })}
        disabled={wizard.busy}
      />
      {failure && (
        <Alert
          severity="error"
          role="alert"
          action={
            // Diagnosed by another operator meanwhile, or no longer diagnosable: only a new search helps.
            failure.status === 409 || failure.status === 404 ? (
              <Button color="inherit" size="small" component={Link} to={DIAGNOSIS_START}>
                {t('back_to_search')}
              </Button>
            ) : undefined
          }
        >
          {message(failure.message)}
        </Alert>
      )}
      <WizardButtons
        onBack={onBack}
        next="submit"
        busy={wizard.busy}
        nextDisabled={wizard.stockId === null}
        onNext={() => void wizard.submit().then((done) => done && onDone())}
      />
    </Stack>
  )
}
