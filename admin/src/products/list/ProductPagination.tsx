import FirstPageIcon from '@mui/icons-material/FirstPage'
import LastPageIcon from '@mui/icons-material/LastPage'
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore'
import NavigateNextIcon from '@mui/icons-material/NavigateNext'
import { Box, IconButton, MenuItem, TextField, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { PAGE_SIZES } from './listState'

interface Props {
  page: number
  perPage: number
  total: number
  onPage: (page: number) => void
  onPerPage: (perPage: number) => void
}

/** Page size 5/10/15/30, "from-to of total", first/previous/next/last. */
export const ProductPagination = ({ page, perPage, total, onPage, onPerPage }: Props) => {
  const translate = useTranslate()
  const last = Math.max(1, Math.ceil(total / perPage))
  const from = total === 0 ? 0 : (page - 1) * perPage + 1
  const to = Math.min(total, page * perPage)
  const button = (label: string, target: number, disabled: boolean, icon: React.ReactNode) => (
    <IconButton
      aria-label={translate(`resources.products.list.${label}`)}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      {icon}
    </IconButton>
  )
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 2,
        p: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <TextField
        select
        label={translate('resources.products.list.per_page')}
        value={perPage}
        onChange={(event) => onPerPage(Number(event.target.value))}
        sx={{ width: 110 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite">
        {translate('resources.products.list.range', { from, to, total })}
      </Typography>
      <Box>
        {button('first', 1, page <= 1, <FirstPageIcon />)}
        {button('previous', page - 1, page <= 1, <NavigateBeforeIcon />)}
        {button('next', page + 1, page >= last, <NavigateNextIcon />)}
        {button('last', last, page >= last, <LastPageIcon />)}
      </Box>
    </Box>
  )
}
