import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from 'react-router-dom'
import './search-form.css'

type SearchFormProps = {
  initial?: string
  /** The visible label; the home search widget uses its own title. */
  label?: string
  className?: string
}

/** Keyword, model or EAN: leads to /search?q=…; a barcode scanner typing into the field works the same. */
export function SearchForm({ initial = '', label, className }: SearchFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [value, setValue] = useState(initial)

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
      </div>
    </form>
  )
}
