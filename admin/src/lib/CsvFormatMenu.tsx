import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material'
import { useId, useState } from 'react'
import { useTranslate } from 'react-admin'

const T = 'catalogueExports.csv'

/**
 * Beside an export button (which writes the file for a spreadsheet in the admin's language: readable
 * headers, 12,50 in French), the other choice: the raw file for machine imports (`format=raw`: technical
 * headers, codes, 12.50). Both choices are listed, so that the menu says what the button does.
 */
export const CsvFormatMenu = ({
  disabled,
  onChoose,
}: {
  disabled?: boolean
  onChoose: (raw: boolean) => void
}) => {
  const translate = useTranslate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const choose = (raw: boolean) => {
    setAnchor(null)
    onChoose(raw)
  }
  return (
    <>
      <Tooltip title={translate(`${T}.options`)}>
        <span>
          <IconButton
            size="small"
            color="primary"
            aria-label={translate(`${T}.options`)}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <ArrowDropDownIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(false)}>
          <ListItemText primary={translate(`${T}.spreadsheet`)} />
        </MenuItem>
        <MenuItem onClick={() => choose(true)}>
          <ListItemText primary={translate(`${T}.raw`)} />
        </MenuItem>
      </Menu>
    </>
  )
}
