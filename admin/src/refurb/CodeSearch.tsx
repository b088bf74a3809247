import { Alert, Box, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { Title } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { ScanField } from '../checkin/ScanField'
import { refusalOf, type ItemSummary, type Refusal } from './api'
import { useRefurbText } from './useRefurbText'

interface Props {
  /** Key under `refurb` of the page: its title, the field's label and help. */
  texts: 'diagnosis' | 'steps'
  search: (code: string) => Promise<ItemSummary>
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
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const look = async (code: string) => {
    if (!code) return
    setBusy(true)
    setRefusal(null)
    try {
      const found = await search(code)
      navigate(pathOf(found.itemId))
    } catch (error) {
      setRefusal(refusalOf(error))
      setBusy(false)
    }
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
          onScan={(code) => void look(code)}
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
