import { Checkbox, FormControlLabel, FormGroup, Paper, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { CheckinPreview } from './types'

/** The items a package check-in registers, with the product each was declared as. */
export const packageItems = (preview: CheckinPreview) =>
  preview.buybacks.flatMap((buyback) =>
    buyback.items.map((item) => ({ ...item, product: buyback.product?.label ?? '—' }))
  )

/**
 * A store package's content, to tick off as each item comes out of the box (a click, or its code scanned in
 * the field above): the package is checked in once every item has been found.
 */
export const PackageChecklist = ({
  preview,
  ticked,
  onToggle,
}: {
  preview: CheckinPreview
  ticked: Set<number>
  onToggle: (itemId: number) => void
}) => {
  const translate = useTranslate()
  const items = packageItems(preview)
  const done = items.filter((item) => ticked.has(item.id)).length
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="package-checklist-title">
      <Typography id="package-checklist-title" variant="subtitle1" component="h2">
        {translate('checkin.package.title', { done, total: items.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('checkin.package.help')}
      </Typography>
      <FormGroup>
        {items.map((item) => (
          <FormControlLabel
            key={item.id}
            control={<Checkbox checked={ticked.has(item.id)} onChange={() => onToggle(item.id)} />}
            label={`${item.identificationNumber} · ${item.product}`}
          />
        ))}
      </FormGroup>
    </Paper>
  )
}
