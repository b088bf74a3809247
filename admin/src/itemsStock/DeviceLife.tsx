import SearchIcon from '@mui/icons-material/Search'
import { Box, Button, Card, CardContent, Chip, Divider, Stack, TextField, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Title, useDataProvider, useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { formatMoney } from '../lib/money'
import { formatDateTime } from '../lib/dates'

/** One line of the timeline: its kind says which of the optional fields it carries. */
interface TimelineEntry {
  key: string
  kind: 'status' | 'verification' | 'transport' | 'refurb_step'
  at: string
  buybackNumber: string | null
  event?: string
  /** A status line's moves of one moment: the buy-back's, its item's, its payment's. */
  changes?: { subject: 'buyback' | 'item' | 'payment'; event: string; to: string }[]
  comment?: string | null
  by?: string | null
  outcome?: string
  grade?: string | null
  price?: number | null
  company?: string
  trackingNumber?: string | null
  step?: string
}

interface Life {
  identifier: string
  buybacks: {
    id: number
    identificationNumber: string
    status: string
    product: string | null
    item: { id: number; identificationNumber: string; status: string } | null
  }[]
  timeline: TimelineEntry[]
}
const EMPTY: Life = { identifier: '', buybacks: [], timeline: [] }

/** `EMPTY` until the life arrives, or when it cannot be read (the error modal has said why). */
function useDeviceLife(identifier: string) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data } = useQuery({
    queryKey: ['devices', identifier, 'life'],
    queryFn: () => dataProvider.deviceLife<Life>(identifier),
    retry: false,
  })
  return data ?? EMPTY
}
const text = 'resources.items-stock.life'
/** Where each subject's statuses are named in the buy-back texts. */
const STATUS_TEXTS: Record<string, string> = {
  buyback: 'statuses',
  item: 'item_statuses',
  payment: 'payment_statuses',
}

/** What one line of the timeline says, by kind. */
const Line = ({ entry }: { entry: Life['timeline'][number] }) => {
  const translate = useTranslate()
  const locale = useLocale()
  switch (entry.kind) {
    case 'status':
      return (
        <>
          {translate(`resources.buybacks.events.${entry.event}`, { _: entry.event })}
          {' → '}
          {(entry.changes ?? [])
            .map((change) =>
              translate(`${text}.change`, {
                subject: translate(`${text}.subjects.${change.subject}`),
                status: translate(`resources.buybacks.${STATUS_TEXTS[change.subject]}.${change.to}`, {
                  _: change.to,
                }),
              })
            )
            .join(' · ')}
          {entry.comment ? ` — ${entry.comment}` : ''}
          {entry.by ? ` (${entry.by})` : ''}
        </>
      )
    case 'verification':
      return (
        <>
          {translate(`resources.buybacks.verification.outcomes.${entry.outcome}`)}
          {entry.grade ? ` · ${entry.grade} · ${formatMoney(entry.price, locale)}` : ''}
        </>
      )
    case 'transport':
      return (
        <>
          {translate(`${text}.transport`, { company: entry.company, tracking: entry.trackingNumber ?? '-' })}
        </>
      )
    default:
      return <>{translate(`${text}.refurb_step`, { step: entry.step })}</>
  }
}

/** The timeline of a device by its IMEI or serial number. */
export const DeviceTimeline = ({ identifier }: { identifier: string }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const life = useDeviceLife(identifier)
  if (!life.buybacks.length) {
    return <Typography color="text.secondary">{translate(`${text}.none`, { identifier })}</Typography>
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {life.buybacks.map((buyback) => (
          <Chip
            key={buyback.id}
            component={Link}
            to={`/buybacks/${buyback.id}/show`}
            clickable
            label={`${buyback.identificationNumber} · ${buyback.product ?? ''} · ${translate(`resources.buybacks.statuses.${buyback.status}`, { _: buyback.status })}`}
          />
        ))}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          {life.timeline.map((entry, index) => (
            <Box key={entry.key}>
              {index > 0 && <Divider sx={{ my: 1 }} />}
              <Typography variant="body2">
                <strong>{formatDateTime(entry.at, locale)}</strong>
                {' · '}
                {entry.buybackNumber}
                {' · '}
                <Line entry={entry} />
              </Typography>
            </Box>
          ))}
        </CardContent>
      </Card>
    </Stack>
  )
}

/** The item's tab: the life of its device, when its IMEI or serial number is known. */
export const ItemDeviceLife = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const identifier = record?.imei ?? record?.serialNumber
  if (!identifier) return <Typography color="text.secondary">{translate(`${text}.no_identifier`)}</Typography>
  return <DeviceTimeline identifier={identifier} />
}

/** `/device-life`: search an IMEI or serial number and read the life of that device. */
export const DeviceLifePage = () => {
  const translate = useTranslate()
  const [typed, setTyped] = useState('')
  const [searched, setSearched] = useState('')
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={translate(`${text}.title`)} />
      <Typography variant="h5" gutterBottom>
        {translate(`${text}.title`)}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 3 }}
        onSubmit={(event) => {
          event.preventDefault()
          setSearched(typed.trim())
        }}
      >
        <TextField
          autoFocus
          size="small"
          label={translate(`${text}.search`)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!typed.trim()}>
          {translate('ra.action.search')}
        </Button>
      </Stack>
      {searched && <DeviceTimeline key={searched} identifier={searched} />}
    </Box>
  )
}
