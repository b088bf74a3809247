import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Button, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { usePermissions, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { MoveButton } from './MoveButton'
import { PrintLabelButton } from './PrintLabelButton'

const text = 'resources.items-stock'

/**
 * The page's head: the way back to the list (which keeps its filters), the item named as the operator
 * reads it on its label, and what can be done to it here.
 */
export const ItemHeader = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const { permissions } = usePermissions<string[]>()
  if (!record) return null
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 2 }}>
      <Button
        component={Link}
        to="/items-stock"
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(`${text}.back`)}
      </Button>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
          {translate(`${text}.title`, { code: record.identificationNumber, product: record.name ?? '' })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {permissions?.includes('stock_manage') && <MoveButton />}
          {permissions?.includes('warehouse_checkin_submenu') && <PrintLabelButton />}
        </Stack>
      </Stack>
    </Stack>
  )
}
