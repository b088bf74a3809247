import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useState } from 'react'
import { imeiProblem, isSerialNumber, tacMismatch } from '../imei'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'

/**
 * The serial number and IMEI check before leaving the serial number (part 2 §5): a broken rule stops on the field with its
 * own message; a TAC the product does not know asks "Back" or "Continue anyway", remembered for that IMEI.
 */
export function useImeiGate(wizard: Verification) {
  const { t, translate } = useVerificationText()
  const [problem, setProblem] = useState('')
  const [serialProblem, setSerialProblem] = useState(false)
  const [asking, setAsking] = useState<(() => void) | null>(null)
  const imei = wizard.state?.imei.trim() ?? ''
  const serverError = wizard.failure?.fields.imei

  const proceed = (onOk: () => void) => {
    const broken = imeiProblem(imei, wizard.product?.isCollectingImei ?? false)
    const badSerial = !isSerialNumber(wizard.state?.serialNumber.trim() ?? '')
    setProblem(broken ? `verification.imei.${broken}` : '')
    setSerialProblem(badSerial)
    if (broken || badSerial) return
    if (tacMismatch(imei, wizard.product?.tacCodes ?? []) && wizard.state?.tacAccepted !== imei) {
      setAsking(() => onOk)
      return
    }
    onOk()
  }

  const dialog = (
    <Dialog open={Boolean(asking)} onClose={() => setAsking(null)} aria-labelledby="tac-warning-title">
      <DialogTitle id="tac-warning-title">{t('imei.tac_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('imei.tac_mismatch', { tac: imei.slice(0, 8) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setAsking(null)}>{translate('ra.action.back')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            wizard.update({ tacAccepted: imei })
            const next = asking
            setAsking(null)
            next?.()
          }}
        >
          {t('imei.continue_anyway')}
        </Button>
      </DialogActions>
    </Dialog>
  )

  return {
    proceed,
    /** The message under the IMEI field: the client's rule first, else the server's refusal. */
    error: problem ? translate(problem) : serverError === undefined ? '' : serverError || t('imei.invalid'),
    serialError: serialProblem ? t('serial.invalid') : (wizard.failure?.fields.serialNumber ?? ''),
    clear: () => {
      setProblem('')
      setSerialProblem(false)
    },
    dialog,
  }
}
