import SearchIcon from '@mui/icons-material/Search'
import {
  Alert,
  Box,
  Button,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Avatar,
  Stack,
  TextField,
} from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { messageOf } from '../types'
import { useVerificationText } from '../useVerificationText'

/** "Another product": a search among the account's published products; a click picks one. */
export const ProductPicker = ({ itemId, onPick }: { itemId: string; onPick: (id: string) => void }) => {
  const { t, message, translate } = useVerificationText()
  const [query, setQuery] = useState('')
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const searching = useMutation({
    mutationFn: (text: string) => dataProvider.searchVerificationProducts(itemId, text),
  })
  const found = searching.data ?? null
  const error = searching.error ? messageOf(searching.error) : ''
  const busy = searching.isPending

  const search = (event: FormEvent) => {
    event.preventDefault()
    if (!query.trim()) return
    searching.mutate(query.trim())
  }

  return (
    <Box component="form" onSubmit={search}>
      <Stack direction="row" spacing={1}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('product.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={busy}>
          {translate('ra.action.search')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {message(error)}
        </Alert>
      )}
      {found && found.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('product.none')}
        </Alert>
      )}
      {found && found.length > 0 && (
        <List dense aria-label={t('product.results')}>
          {found.map((product) => (
            <ListItemButton key={product.id} onClick={() => onPick(product.id)}>
              <ListItemAvatar>
                <Avatar variant="rounded" src={product.image ?? undefined} alt="" />
              </ListItemAvatar>
              <ListItemText
                primary={product.label}
                secondary={[product.brand, product.modele].filter(Boolean).join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  )
}
