import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from 'react-router-dom'
import { slugify } from '@/lib/url'
import type { PublicProduct } from '@/features/search/api/search-products'
import { useSuggestions } from '@/features/search/api/search-suggestions'
import { SuggestionList, suggestionOptionId } from '@/features/search/components/suggestion-list'
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
 * where the client offers it, the phone camera reads the barcode. As the customer types, the field suggests
 * products (WAI-ARIA 1.2 combobox with a listbox popup): arrows move through them, Enter opens the active
 * one's diagnosis or runs the search, Escape closes the list and then clears the field.
 */
export function SearchForm({ initial = '', label, className, scan = false }: SearchFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-suggestions`
  const [value, setValue] = useState(initial)
  const [scanning, setScanning] = useState(false)
  // Suggestions come once the customer types, never for the keyword a search page opens with.
  const [typed, setTyped] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useSuggestions(value.trim(), typed)
  const products = suggestions?.items ?? []
  const expanded = open && products.length > 0

  // A new answer starts again from the field: no option is active.
  const [answered, setAnswered] = useState(suggestions)
  if (answered !== suggestions) {
    setAnswered(suggestions)
    setActive(-1)
  }

  useEffect(() => {
    if (active >= 0)
      document.getElementById(suggestionOptionId(listId, active))?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const search = (keyword: string) => {
    close()
    if (keyword) navigate(`/search?q=${encodeURIComponent(keyword)}`)
  }

  const choose = (product: PublicProduct) => {
    close()
    navigate(`/diag/${product.id}/${slugify(product.label)}`)
  }

  const detected = useCallback(
    (code: string) => {
      setScanning(false)
      setOpen(false)
      setValue(code)
      navigate(`/search?q=${encodeURIComponent(code)}`)
    },
    [navigate]
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    search(value.trim())
  }

  const move = (event: KeyboardEvent, step: 1 | -1) => {
    if (products.length === 0) return
    event.preventDefault()
    const count = products.length
    setOpen(true)
    if (!expanded || active < 0) setActive(step === 1 ? 0 : count - 1)
    else setActive((active + step + count) % count)
  }

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that compose a character (accents, Asian input methods) belong to the input method.
    if (event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
        return move(event, 1)
      case 'ArrowUp':
        return move(event, -1)
      case 'Enter':
        // Without an active option, Enter submits the form: the search runs.
        if (expanded && active >= 0) {
          event.preventDefault()
          choose(products[active]!)
        }
        return
      case 'Escape':
        // The browser's own Escape would clear a search field at once; the first press only closes the list.
        event.preventDefault()
        if (expanded) close()
        else setValue('')
        return
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // Back to editing the text: the caret moves, no option stays active.
        return setActive(-1)
    }
  }

  const count = products.length
  const status =
    !open || !suggestions
      ? ''
      : count
        ? t('search.suggestions.count', { count })
        : t('search.suggestions.none')

  return (
    <form role="search" className={`search-form ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={id} className="field-label search-label">
        {label ?? t('search.label')}
      </label>
      <div className="search-row">
        <input
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? suggestionOptionId(listId, active) : undefined}
          className="field search-field"
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setTyped(true)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={keyDown}
          onBlur={close}
          placeholder={t('home.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <SuggestionList
          id={listId}
          products={products}
          active={active}
          expanded={expanded}
          onChoose={choose}
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
      <p role="status" className="search-status">
        {status}
      </p>
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner onDetected={detected} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </form>
  )
}
