import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import { Box, Button, FormHelperText, InputAdornment, MenuItem, Paper, TextField } from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import { useShowsEveryClient } from '../../layout/ClientColumn'
import { CategoryTreeSelect } from './CategoryTreeSelect'
import { ClientSelect } from './ClientSelect'
import { isPriceRangeInverted, type ProductFilterValues, type StatusFilter } from './listState'

interface Props {
  applied: ProductFilterValues
  onSearch: (filters: ProductFilterValues) => void
  onClear: () => void
}

/**
 * The filter form of the products list: name, status, price range (styled invalid with a warning when
 * min > max, without blocking the search), category and, for a super admin acting for no client, client. Search applies the form; Clear resets it.
 */
export const ProductFilterForm = ({ applied, onSearch, onClear }: Props) => {
  const translate = useTranslate()
  const everyClient = useShowsEveryClient()
  const [draft, setDraft] = useState(applied)
  const [shown, setShown] = useState(applied)
  if (shown !== applied) {
    // The applied filters changed from outside (Clear): the form shows them.
    setShown(applied)
    setDraft(applied)
  }
  const set = <K extends keyof ProductFilterValues>(key: K, value: ProductFilterValues[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const inverted = isPriceRangeInverted(draft)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(draft)
  }
  const euro = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }

  return (
    <Paper component="form" role="search" onSubmit={submit} sx={{ p: 2, mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 2fr 2fr' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={translate('resources.products.list.name')}
          value={draft.label}
          onChange={(event) => set('label', event.target.value)}
          onBlur={() => set('label', draft.label.trim())}
        />
        <TextField
          select
          label={translate('resources.products.fields.status')}
          value={draft.status}
          onChange={(event) => set('status', event.target.value as StatusFilter)}
        >
          {(['all', 'draft', 'published'] as const).map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`resources.products.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box
          role="group"
          aria-label={translate('resources.products.list.price_group')}
          aria-invalid={inverted}
        >
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
            <TextField
              type="number"
              label={translate('resources.products.list.price_min')}
              value={draft.priceMin}
              error={inverted}
              slotProps={{ ...euro, htmlInput: { min: 0, step: 'any' } }}
              onChange={(event) => set('priceMin', event.target.value)}
            />
            <TextField
              type="number"
              label={translate('resources.products.list.price_max')}
              value={draft.priceMax}
              error={inverted}
              slotProps={{ ...euro, htmlInput: { min: 0, step: 'any' } }}
              onChange={(event) => set('priceMax', event.target.value)}
            />
          </Box>
          {inverted && (
            <FormHelperText error role="alert">
              {translate('resources.products.list.price_warning')}
            </FormHelperText>
          )}
        </Box>
        <CategoryTreeSelect value={draft.categoryId} onChange={(value) => set('categoryId', value)} />
        {everyClient && (
          <ClientSelect value={draft.accountId} onChange={(value) => set('accountId', value)} />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" startIcon={<ClearIcon />} onClick={onClear}>
          {translate('resources.products.list.clear')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('resources.products.list.search')}
        </Button>
      </Box>
    </Paper>
  )
}
