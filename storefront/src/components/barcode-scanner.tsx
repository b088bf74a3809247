import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'

type BarcodeScannerProps = {
  onDetected: (code: string) => void
  onClose: () => void
}

type Problem = 'denied' | 'noCamera' | 'failed'

function problemOf(error: unknown): Problem {
  const name = (error as { name?: string } | null)?.name
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera'
  return 'failed'
}

/**
 * The phone camera reading a product's barcode (EAN-13, EAN-8, UPC): @zxing/browser is fetched only when the
 * customer opens the scanner, the back camera is asked for, and the first code read is searched. A refused
 * permission or a missing camera is said in words, and typing the code stays possible.
 */
export default function BarcodeScanner({ onDetected, onClose }: BarcodeScannerProps) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    close.current?.focus()
    let stopped = false
    let stop: (() => void) | null = null
    void (async () => {
      try {
        const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
          import('@zxing/browser'),
          import('@zxing/library'),
        ])
        const hints = new Map([
          [
            DecodeHintType.POSSIBLE_FORMATS,
            [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E],
          ],
        ])
        const reader = new BrowserMultiFormatReader(hints)
        if (stopped || !video.current) return
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          // The first frame may already hold the code: the reader's own controls stop it then.
          (result, _error, scanControls) => {
            if (result && !stopped) {
              stopped = true
              scanControls.stop()
              // A UPC-A is an EAN-13 starting with 0, which is how the catalogue keeps it.
              const text = result.getText()
              onDetected(result.getBarcodeFormat() === BarcodeFormat.UPC_A ? `0${text}` : text)
            }
          }
        )
        stop = () => controls.stop()
        if (stopped) stop()
        else setReady(true)
      } catch (error) {
        if (!stopped) setProblem(problemOf(error))
      }
    })()
    return () => {
      stopped = true
      stop?.()
    }
  }, [onDetected])

  return (
    <div
      className="scanner-backdrop"
      role="dialog"
      aria-modal="true"
      aria-labelledby="scanner-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <div className="scanner">
        <h2 id="scanner-title" className="scanner-title">
          {t('search.scan.title')}
        </h2>
        {problem ? (
          <p className="alert" role="alert">
            {t(`search.scan.${problem}`)}
          </p>
        ) : (
          <>
            <video ref={video} className="scanner-video" muted playsInline aria-hidden="true" />
            <p role="status">{ready ? t('search.scan.aim') : t('search.scan.starting')}</p>
          </>
        )}
        <button ref={close} type="button" className="button" onClick={onClose}>
          {t('search.scan.close')}
        </button>
      </div>
    </div>
  )
}
