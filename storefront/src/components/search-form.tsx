import { Suspense, lazy, useCallback, useId, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from 'react-router-dom'
import './search-form.css'

// The camera reader is its own chunk, fetched when the customer asks for it.
const BarcodeScanner = lazy(() => import('./barcode-scanner'))

const cameraAvailable = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)

type SearchFormProps = {
  initial?: string
  /** The visible label; the home search widget uses its own title. */
  label?: string
  className?: string
  /** The client offers the camera barcode reader (premium feature scan_searchbar). */
  scan?: boolean
}

/**
 * Keyword, model or EAN: leads to /search?q=…; a barcode scanner typing into the field works the same, and
 * where the client offers it, the phone camera reads the barcode.
 */
export function SearchForm({ initial = '', label, className, scan = false }: SearchFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [value, setValue] = useState(initial)
  const [scanning, setScanning] = useState(false)
  const detected = useCallback(
    (code: string) => {
      setScanning(false)
      setValue(code)
      navigate(`/search?q=${encodeURIComponent(code)}`)
    },
    [navigate]
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const keyword = value.trim()
    if (keyword) navigate(`/search?q=${encodeURIComponent(keyword)}`)
  }

  return (
    <form role="search" className={`search-form ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={id} className="field-label search-label">
        {label ?? t('search.label')}
      </label>
      <div className="search-row">
        <input
          id={id}
          type="search"
          className="field search-field"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('home.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button-primary">
          {t('search.submit')}
        </button>
        {scan && cameraAvailable() && (
          <button
            type="button"
            className="button scan-button"
            aria-label={t('search.scan.open')}
            title={t('search.scan.open')}
            onClick={() => setScanning(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M3 5h2v14H3zm3 0h1v14H6zm2 0h2v14H8zm3 0h1v14h-1zm3 0h2v14h-2zm3 0h1v14h-1zm2 0h2v14h-2z"
              />
            </svg>
          </button>
        )}
      </div>
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner onDetected={detected} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </form>
  )
}
