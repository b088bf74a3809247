import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { useTranslate } from 'react-admin'
import type { Package } from './types'

interface Props {
  items: Package['items']
  /** Absent once the package is closed: its content is locked. */
  onRemove?: (itemId: number) => void
  disabled?: boolean
}

/** The items in a package, each with its buy-back and product; removable while the package is open. */
export const PackageContent = ({ items, onRemove, disabled = false }: Props) => {
  const translate = useTranslate()
  if (items.length === 0) {
    return <Typography color="text.secondary">{translate('expedition.package.empty')}</Typography>
  }
  return (
    <List dense aria-label={translate('expedition.package.content')}>
      {items.map((item) => (
        <ListItem
          key={item.id}
          divider
          secondaryAction={
            onRemove && (
              <IconButton
                edge="end"
                aria-label={translate('expedition.package.remove', { number: item.identificationNumber })}
                disabled={disabled}
                onClick={() => onRemove(item.id)}
              >
                <DeleteIcon />
              </IconButton>
            )
          }
        >
          <ListItemText
            primary={`${item.identificationNumber} · ${item.product ?? '—'}`}
            secondary={translate('expedition.package.buyback', { number: item.buyback.identificationNumber })}
          />
        </ListItem>
      ))}
    </List>
  )
}
