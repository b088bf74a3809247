import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { ExpeditionItem } from './types'

/** What waits for shipment at the caller's place; an item to return is marked: it leaves alone. */
export const AwaitingItemsTable = ({ items }: { items: ExpeditionItem[] }) => {
  const translate = useTranslate()
  if (items.length === 0) {
    return <Typography color="text.secondary">{translate('expedition.awaiting.empty')}</Typography>
  }
  return (
    <Table size="small" aria-label={translate('expedition.awaiting.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('expedition.fields.identificationNumber')}</TableCell>
          <TableCell>{translate('expedition.fields.buyback')}</TableCell>
          <TableCell>{translate('expedition.fields.product')}</TableCell>
          <TableCell>{translate('expedition.fields.destination')}</TableCell>
          <TableCell>{translate('expedition.fields.needsLabel')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.identificationNumber}</TableCell>
            <TableCell>{item.buyback.identificationNumber}</TableCell>
            <TableCell>{item.product ?? '—'}</TableCell>
            <TableCell>
              {item.destination?.name ?? (item.needsLabel ? translate('expedition.fields.customer') : '—')}
            </TableCell>
            <TableCell>
              {item.needsLabel && (
                <Chip size="small" color="warning" label={translate('expedition.awaiting.needsLabel')} />
              )}
              {item.packageId !== null && (
                <Chip size="small" variant="outlined" label={translate('expedition.awaiting.inPackage')} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
