import { Box, Typography } from '@mui/material'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { DiagnosticStep } from '../steps/DiagnosticStep'
import { ProductStep } from '../steps/ProductStep'
import { QuarantineButton } from '../steps/QuarantineButton'
import { ResultPanel } from '../steps/ResultPanel'
import { SerialFields } from '../steps/SerialFields'
import { SummaryStep } from '../steps/SummaryStep'
import { useImeiGate } from '../steps/useImeiGate'
import { useVerification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'
import { WizardFrame } from '../WizardFrame'
import { WebFileSearch } from './WebFileSearch'

/** Search, characteristics (with the serial number), diagnosis and summary: part 1 §2's four steps. */
const STEPS = ['search', 'characteristics', 'diagnosis', 'summary'] as const
const LABELS = ['search', 'characteristics', 'diagnostic', 'summary']
const SEARCH = '/warehouse/check'

const Check = ({ itemId, index }: { itemId: string; index: number }) => {
  const { t } = useVerificationText()
  const navigate = useNavigate()
  const wizard = useVerification(itemId, true)
  const gate = useImeiGate(wizard)
  const go = (to: number) => navigate(to === 0 ? SEARCH : `${SEARCH}/${itemId}?step=${STEPS[to]}`)
  const back = () => go(index - 1)
  const next = () => go(index + 1)

  return (
    <WizardFrame
      wizard={wizard}
      title={t('webfile.title')}
      steps={LABELS}
      active={wizard.result ? STEPS.length : index}
      searchPath={SEARCH}
    >
      {wizard.result ? (
        <ResultPanel result={wizard.result} searchPath={SEARCH} another="another_webfile" />
      ) : index === 1 ? (
        <ProductStep wizard={wizard} onNext={() => gate.proceed(next)}>
          <Typography variant="subtitle1" component="h2">
            {t('steps.serial_number')}
          </Typography>
          <SerialFields
            wizard={wizard}
            imeiError={gate.error}
            serialError={gate.serialError}
            onImeiChange={gate.clear}
          />
          <Box>
            <QuarantineButton wizard={wizard} />
          </Box>
          {gate.dialog}
        </ProductStep>
      ) : index === 2 ? (
        <DiagnosticStep wizard={wizard} onBack={back} onNext={next} />
      ) : (
        <SummaryStep wizard={wizard} onBack={back} onDiagnostic={() => go(2)} searchPath={SEARCH} />
      )}
    </WizardFrame>
  )
}

/**
 * `/warehouse/check/{itemId?}` (part 1 §2 "Verification"): the web file check finalises a buy-back made
 * on the web — found by its number, received and verified at once with the wizard's own steps.
 */
export const WebFileCheckPage = () => {
  const { t } = useVerificationText()
  const navigate = useNavigate()
  const { itemId } = useParams()
  const step = useSearchParams()[0].get('step')
  if (itemId) {
    const index = Math.max(1, STEPS.indexOf((step ?? 'characteristics') as (typeof STEPS)[number]))
    return <Check key={itemId} itemId={itemId} index={index} />
  }
  return (
    <WizardFrame title={t('webfile.title')} steps={LABELS} active={0} searchPath={SEARCH}>
      <WebFileSearch onFound={(file) => navigate(`${SEARCH}/${file.itemId}?step=characteristics`)} />
    </WizardFrame>
  )
}
