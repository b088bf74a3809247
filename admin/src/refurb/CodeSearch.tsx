import { Alert, Box, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { Title, useDataProvider } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { ScanField } from '../checkin/ScanField'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { refusalOf } from './types'
import { useRefurbText } from './useRefurbText'

interface Props {
  /** Key under `refurb` of the page: its title, the field's label and help. */
  texts: 'diagnosis' | 'steps'
  /** The data provider's search of this page. */
  search: 'searchForDiagnosis' | 'searchForSteps'
  pathOf: (itemId: number) => string
}

/**
 * An item code or a buy-back number typed or scanned (a keyboard-wedge scanner ends it with Enter) opens
 * the item; a refusal shows the server's message beside the field, and several items matching the code
 * are listed to choose from (part 2 §8 "Diagnosis/refurb search").
 */
export const CodeSearch = ({ texts, search, pathOf }: Props) => {
  const { t, message, itemStatus } = useRefurbText()
  const navigate = useNavigate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const lookup = useMutation({
    mutationFn: (code: string) => dataProvider[search](code),
    onSuccess: (found) => navigate(pathOf(found.itemId)),
  })
  // Still busy once found, until the item's page opens.
  const busy = lookup.isPending || lookup.isSuccess
  const refusal = lookup.error ? refusalOf(lookup.error) : null

  const look = (code: string) => {
    if (code) lookup.mutate(code)
  }

  const several = refusal?.items ?? []
  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title={t(`${texts}.title`)} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t(`${texts}.title`)}
        </Typography>
        <ScanField
          label={`refurb.${texts}.search.label`}
          help={`refurb.${texts}.search.help`}
          disabled={busy}
          onScan={look}
        />
        {refusal && (
          <Alert severity={several.length ? 'info' : 'error'} role="alert">
            {message(refusal.message)}
          </Alert>
        )}
        {several.length > 0 && (
          <List aria-label={t('search.several')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {several.map((item) => (
              <ListItemButton key={item.itemId} onClick={() => navigate(pathOf(item.itemId))}>
                <ListItemText
                  primary={[item.identificationNumber, item.name].filter(Boolean).join(' · ')}
                  secondary={t('search.item_line', {
                    buyback: item.buybackIdentificationNumber ?? '-',
                    status: itemStatus(item.status),
                  })}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Stack>
    </Box>
  )
}
