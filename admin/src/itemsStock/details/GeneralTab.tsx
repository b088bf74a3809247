import { Box } from '@mui/material'
import { useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { LabeledValue } from '../../lib/LabeledValue'
import { formatDateTime } from '../../lib/dates'

const text = 'resources.items-stock'

/** The item at a glance: what it is, where it stands and since when. */
export const GeneralTab = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  if (!record) return null
  const field = (name: string) => `${text}.fields.${name}`
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      <LabeledValue label={field('identificationNumber')}>{record.identificationNumber}</LabeledValue>
      <LabeledValue label={field('status')}>
        {translate(`resources.buybacks.item_statuses.${record.status}`, { _: record.status })}
      </LabeledValue>
      <LabeledValue label={field('name')}>
        {[record.brand, record.name].filter(Boolean).join(' · ')}
      </LabeledValue>
      <LabeledValue label={field('category')}>{record.category?.label}</LabeledValue>
      <LabeledValue label={field('stock')}>{record.stock?.name}</LabeledValue>
      <LabeledValue label={field('workshop')}>{record.workshop?.name}</LabeledValue>
      <LabeledValue label={field('buyback')}>{record.buyback?.identificationNumber}</LabeledValue>
      <LabeledValue label={field('grade')}>
        {record.buyback?.controlledGrade ?? record.buyback?.declaredGrade}
      </LabeledValue>
      <LabeledValue label={field('stockEnteredAt')}>
        {formatDateTime(record.stockEnteredAt, locale)}
      </LabeledValue>
      <LabeledValue label={field('readyFrom')}>{record.readyFrom}</LabeledValue>
      <LabeledValue label="resources.buybacks.fields.imei">{record.imei}</LabeledValue>
      <LabeledValue label="resources.buybacks.fields.serialNumber">{record.serialNumber}</LabeledValue>
    </Box>
  )
}
