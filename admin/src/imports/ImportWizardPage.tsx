import { Card, CardContent, Step, StepLabel, Stepper, Alert } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { HttpError, Title, useDataProvider, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import type { CatalogueImport, ImportCheck, WizardChoice } from './types'
import { ChooseFileStep } from './steps/ChooseFileStep'
import { LoadStep } from './steps/LoadStep'
import { ImportStep } from './steps/ImportStep'
import { DoneStep } from './steps/DoneStep'

const STEPS = ['choose', 'load', 'import', 'done'] as const

/**
 * The import wizard of part 1 §2 (`/accounts/:accountId/catalog-imports/new`): choose a CSV with its data
 * type and strategy, load it (the server checks every line and writes nothing), import it (a queued job,
 * its progress polled), then read the report. Only the import step writes.
 */
export const ImportWizardPage = () => {
  const { accountId = '' } = useParams()
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const queryClient = useQueryClient()
  const [step, setStep] = useState(0)
  const [choice, setChoice] = useState<WizardChoice>({
    file: null,
    dataType: 'product',
    strategy: 'create_and_update',
  })
  const [check, setCheck] = useState<ImportCheck | null>(null)
  const [queued, setQueued] = useState<CatalogueImport | null>(null)
  const [finished, setFinished] = useState<CatalogueImport | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const messageOf = (failure: unknown) => {
    const body = failure instanceof HttpError ? failure.body : null
    return body?.errors?.file ?? body?.message ?? translate('catalogueImports.wizard.failed')
  }

  const load = async () => {
    if (!choice.file) return
    setBusy(true)
    setError('')
    setStep(1)
    try {
      setCheck(await dataProvider.checkImport(accountId, choice.file, choice.dataType, choice.strategy))
    } catch (failure) {
      setError(messageOf(failure))
      setStep(0)
    } finally {
      setBusy(false)
    }
  }

  const start = async () => {
    if (!choice.file) return
    setBusy(true)
    setError('')
    try {
      setQueued(await dataProvider.startImport(accountId, choice.file, choice.dataType, choice.strategy))
      // The list shows the new import when it is opened next.
      void queryClient.invalidateQueries({ queryKey: ['imports', accountId] })
      setStep(2)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const restart = () => {
    setChoice((current) => ({ ...current, file: null }))
    setCheck(null)
    setQueued(null)
    setFinished(null)
    setError('')
    setStep(0)
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('catalogueImports.wizard.title')} />
      <CardContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((name, index) => (
            <Step key={name} completed={step > index || (name === 'done' && step === 3)}>
              <StepLabel>{translate(`catalogueImports.wizard.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {step === 0 && (
          <ChooseFileStep
            accountId={accountId}
            choice={choice}
            onChange={setChoice}
            onError={setError}
            onNext={() => void load()}
          />
        )}
        {step === 1 && (
          <LoadStep
            fileName={choice.file?.name ?? ''}
            check={busy ? null : check}
            busy={busy}
            onStart={() => void start()}
            onBack={restart}
          />
        )}
        {step === 2 && queued && (
          <ImportStep
            accountId={accountId}
            queued={queued}
            onDone={(record) => {
              void queryClient.invalidateQueries({ queryKey: ['imports', accountId] })
              setFinished(record)
              setStep(3)
            }}
          />
        )}
        {step === 3 && finished && <DoneStep accountId={accountId} record={finished} onRestart={restart} />}
      </CardContent>
    </Card>
  )
}
