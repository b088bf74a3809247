import { MenuItem, TextField } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useCategoryOptions } from '../useProductOptions'

/** The category filter: the catalogue tree as an indented select, "all categories" first. */
export const CategoryTreeSelect = ({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) => {
  const translate = useTranslate()
  const categories = useCategoryOptions()
  return (
    <TextField
      select
      fullWidth
      label={translate('resources.products.fields.category')}
      value={categories.length || value === '' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>{translate('resources.products.list.all_categories')}</em>
      </MenuItem>
      {categories.map((category) => (
        <MenuItem
          key={category.id}
          value={String(category.id)}
          sx={{ pl: 2 + category.depth * 2, fontWeight: category.depth === 0 ? 600 : 400 }}
        >
          {category.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
