import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { DiagnosticStep } from './steps/DiagnosticStep'
import { ProductStep } from './steps/ProductStep'
import { ResultPanel } from './steps/ResultPanel'
import { SerialStep } from './steps/SerialStep'
import { SummaryStep } from './steps/SummaryStep'
import { useVerification } from './useVerification'
import { useVerificationText } from './useVerificationText'
import { WizardFrame } from './WizardFrame'

/** The wizard's steps in order: their addresses (part 1 §2) and the stepper's labels. */
const STEPS = [
  { path: 'product', label: 'characteristics' },
  { path: 'serial-number', label: 'serial_number' },
  { path: 'diagnostic', label: 'diagnostic' },
  { path: 'summary', label: 'summary' },
] as const
const LABELS = STEPS.map((step) => step.label)
const SEARCH = '/verification'

const Wizard = ({ itemId, index }: { itemId: string; index: number }) => {
  const { t } = useVerificationText()
  const navigate = useNavigate()
  const wizard = useVerification(itemId, false)
  const go = (to: number) => navigate(`/verification/${STEPS[to].path}?itemId=${itemId}`)
  const back = () => go(index - 1)
  const next = () => go(index + 1)

  return (
    <WizardFrame
      wizard={wizard}
      title={t('title')}
      steps={LABELS}
      active={wizard.result ? STEPS.length : index}
      searchPath={SEARCH}
    >
      {wizard.result ? (
        <ResultPanel result={wizard.result} searchPath={SEARCH} />
      ) : index === 0 ? (
        <ProductStep wizard={wizard} onNext={next} />
      ) : index === 1 ? (
        <SerialStep wizard={wizard} onBack={back} onNext={next} />
      ) : index === 2 ? (
        <DiagnosticStep wizard={wizard} onBack={back} onNext={next} />
      ) : (
        <SummaryStep wizard={wizard} onBack={back} onDiagnostic={() => go(2)} searchPath={SEARCH} />
      )}
    </WizardFrame>
  )
}

/**
 * `/verification/{product,serial-number,diagnostic,summary}?itemId=` (part 1 §2 "Verification"): one
 * page for the four steps, so that the form loaded once serves them all; another item starts afresh.
 */
export const VerificationWizardPage = () => {
  const { step } = useParams()
  const itemId = useSearchParams()[0].get('itemId')
  const index = STEPS.findIndex((one) => one.path === step)
  if (index < 0 || !itemId) return <Navigate to={SEARCH} replace />
  return <Wizard key={itemId} itemId={itemId} index={index} />
}
