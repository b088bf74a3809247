import { Alert, Card, CardContent, Step, StepLabel, Stepper } from '@mui/material'
import { Title } from 'react-admin'
import { CustomerStep } from './CustomerStep'
import { DeclarationStep } from './DeclarationStep'
import { OptionsStep } from './OptionsStep'
import { SearchStep } from './SearchStep'
import { SummaryStep } from './SummaryStep'
import { STEPS, useStoreBuybackWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'
import { WizardDone } from './WizardDone'
import { WizardErrorDialog } from './WizardErrorDialog'

const STEP_VIEWS = [SearchStep, OptionsStep, DeclarationStep, CustomerStep, SummaryStep]

/**
 * `/buybacks/create` (part 1 §2 "Wizards"): the store seller's buy-back for a walk-in customer — search
 * (keyword, category, IMEI, or an EAN typed or scanned with a keyboard-wedge scanner), options (how the
 * product is handed over and how the customer is paid), declaration with the price, customer information
 * with the identity document, summary confirmed by the seller — on the same estimate and cart as the
 * storefront, then the transfer order and tracking sheet to print. The store cart is kept one day.
 */
export const StoreBuybackWizard = () => {
  const { t, money } = useWizardText()
  const wizard = useStoreBuybackWizard()
  const StepView = STEP_VIEWS[wizard.step]

  if (!wizard.storeId) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={t('title')} />
        <CardContent>
          <Alert severity="warning">{t('no_store')}</Alert>
        </CardContent>
      </Card>
    )
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        {wizard.made ? (
          <WizardDone wizard={wizard} />
        ) : (
          <>
            <Stepper activeStep={wizard.step} alternativeLabel sx={{ mb: 3 }}>
              {STEPS.map((name) => (
                <Step key={name}>
                  <StepLabel>{t(`steps.${name}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            {wizard.lines.length > 0 && wizard.step < 4 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('cart', { smart_count: wizard.lines.length, total: money(wizard.total) })}
              </Alert>
            )}
            <StepView wizard={wizard} />
          </>
        )}
      </CardContent>
      <WizardErrorDialog wizard={wizard} />
    </Card>
  )
}
