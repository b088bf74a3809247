import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

interface LinkedBuyers {
  id: number
  commonName: string
  buyerAccountIds: number[]
  buyers: { id: number; commonName: string; status: string }[]
}

/** `/account/{accountId}/linked-buyers`: which buyer accounts a retailer works with. */
export const LinkedBuyersPage = () => {
  const { accountId } = useParams()
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const read = useQuery({
    queryKey: ['clients', accountId, 'linked-buyers'],
    queryFn: () => dataProvider.linkedBuyers<LinkedBuyers>(accountId!),
    retry: false,
    refetchOnWindowFocus: false,
  })
  const [saved, setData] = useState<LinkedBuyers | null>(null)
  const data = saved ?? read.data ?? null
  const [chosen, setSelected] = useState<number[] | null>(null)
  const selected = chosen ?? data?.buyerAccountIds ?? []
  const [saving, setSaving] = useState(false)
  const failed = read.isError

  const save = async () => {
    setSaving(true)
    try {
      const json = await dataProvider.saveLinkedBuyers<LinkedBuyers>(accountId!, selected)
      setData(json)
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })
    } finally {
      setSaving(false)
    }
  }

  if (failed) return <Alert severity="error">{translate('resources.clients.linked_buyers.failed')}</Alert>
  if (!data) return <CircularProgress sx={{ m: 4 }} />
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('resources.clients.linked_buyers.title', { name: data.commonName })} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.clients.linked_buyers.help')}
        </Typography>
        {data.buyers.length === 0 && <Typography>{translate('resources.clients.none')}</Typography>}
        <Stack>
          {data.buyers.map((buyer) => (
            <FormControlLabel
              key={buyer.id}
              label={buyer.commonName}
              control={
                <Checkbox
                  checked={selected.includes(buyer.id)}
                  onChange={(event) =>
                    setSelected(
                      event.target.checked
                        ? [...selected, buyer.id]
                        : selected.filter((id) => id !== buyer.id)
                    )
                  }
                />
              }
            />
          ))}
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
