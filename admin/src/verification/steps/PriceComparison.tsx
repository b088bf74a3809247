import {
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import type { Preview } from '../api'
import { useVerificationText } from '../useVerificationText'

/** Declared against controlled, grade and price side by side, then every price impact of the answers. */
export const PriceComparison = ({ preview }: { preview: Preview }) => {
  const { t, money, grade } = useVerificationText()
  return (
    <>
      <Table size="small" aria-label={t('summary.comparison')} sx={{ maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{t('summary.declared')}</TableCell>
            <TableCell>{t('summary.controlled')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('fields.grade')}
            </TableCell>
            <TableCell>{grade(preview.declared.grade)}</TableCell>
            <TableCell>{grade(preview.controlled.grade)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('fields.price')}
            </TableCell>
            <TableCell>{money(preview.declared.price)}</TableCell>
            <TableCell>{money(preview.controlled.price)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h2">
        {t('summary.impacts')}
      </Typography>
      {preview.impacts.length === 0 ? (
        <Typography color="text.secondary">{t('summary.no_impacts')}</Typography>
      ) : (
        <List dense aria-label={t('summary.impacts')} sx={{ maxWidth: 560 }}>
          {preview.impacts.map((impact, index) => (
            <ListItem key={index} divider secondaryAction={<Typography>{money(impact.value)}</Typography>}>
              <ListItemText primary={impact.label} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  )
}
