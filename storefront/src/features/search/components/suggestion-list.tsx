import type { MouseEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import type { PublicProduct } from '../api/search-products'

type SuggestionListProps = {
  id: string
  products: PublicProduct[]
  /** The index of the option the arrows reached (aria-activedescendant of the field), -1 for none. */
  active: number
  expanded: boolean
  onChoose: (product: PublicProduct) => void
}

export const suggestionOptionId = (listId: string, index: number) => `${listId}-${index}`

// The field keeps the focus while an option is pressed: the list would otherwise close before the click lands.
const keepFocus = (event: MouseEvent) => event.preventDefault()

/** The listbox of the search combobox: image, label and brand of each suggested product. */
export function SuggestionList({ id, products, active, expanded, onChoose }: SuggestionListProps) {
  const { t } = useTranslation()
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.suggestions.label')}
      className="search-suggestions"
      hidden={!expanded}
      onMouseDown={keepFocus}
    >
      {products.map((product, index) => (
        <li
          key={product.id}
          id={suggestionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="search-suggestion"
          onClick={() => onChoose(product)}
        >
          {product.image ? (
            <img src={product.image} alt="" width={40} height={40} />
          ) : (
            <span className="search-suggestion-placeholder" aria-hidden="true" />
          )}
          <span className="search-suggestion-text">
            <span className="search-suggestion-label">{product.label}</span>{' '}
            {product.brand && <span className="search-suggestion-brand">{product.brand}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
