import SearchIcon from '@mui/icons-material/Search'
import {
  Alert,
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { formatNumber } from '@domain/money_format'
import type { Category } from './types'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

const NO_CATEGORY: Category[] = []

/**
 * Search step: a name, an IMEI or an EAN typed or scanned (a keyboard-wedge scanner types the code and
 * presses Enter), within a category of the catalogue when one is picked, or a category alone.
 */
export const SearchStep = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, translate, locale } = useWizardText()
  const [query, setQuery] = useState('')
  const [categoryId, setCategoryId] = useState<number | ''>('')
  // A failure shows in the application's error dialog; the search by name still works.
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data: categories = NO_CATEGORY } = useQuery({
    queryKey: ['store', 'categories'],
    queryFn: () => dataProvider.storeCategories(),
    retry: false,
  })
  const { found } = wizard

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = query.trim()
    if (text || categoryId) void wizard.search(text, categoryId || undefined)
  }

  return (
    <Box component="form" onSubmit={submit}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField
          autoFocus
          label={t('search')}
          helperText={t('search_help')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
        />
        <TextField
          select
          label={t('category')}
          helperText={t('category_help')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{t('all_categories')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id} sx={{ pl: 2 + category.depth * 2 }}>
              {category.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={wizard.busy}
          sx={{ height: 56, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {translate('ra.action.search')}
        </Button>
      </Stack>
      {found && found.items.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('no_result')}
        </Alert>
      )}
      {found && found.items.length > 0 && (
        <>
          <List aria-label={t('results')}>
            {found.items.map((one) => (
              <ListItemButton key={one.id} onClick={() => void wizard.choose(one)}>
                <ListItemText
                  primary={one.label}
                  secondary={[one.brand, one.eanCode].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
          {found.total > found.items.length && (
            <Alert severity="info">
              {t(found.totalIsLowerBound ? 'more_results_beyond' : 'more_results', {
                shown: found.items.length,
                total: formatNumber(found.total, locale),
              })}
            </Alert>
          )}
        </>
      )}
      {wizard.lines.length > 0 && (
        <Button sx={{ mt: 2 }} onClick={() => wizard.setStep(3)}>
          {t('to_customer')}
        </Button>
      )}
    </Box>
  )
}
