import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useLocale, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import type { DataType } from '../types'

/**
 * What each column of the template holds, as the server describes it in the admin's language: its readable
 * header, whether it is required, its format and unit, its values and a note.
 */
export const TemplateColumns = ({ dataType }: { dataType: DataType }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`catalogueImports.wizard.columns.${key}`, options)
  const dataProvider = useDataProvider<RepriseDataProvider>()
  // In the admin's language: asked again when it changes. A failure shows in the error modal, and the
  // wizard goes on without the descriptions.
  const { data: columns = [] } = useQuery({
    queryKey: ['imports', 'templates', dataType, 'columns', locale],
    queryFn: () => dataProvider.templateColumns(dataType),
    retry: false,
  })

  if (columns.length === 0) return null
  return (
    <Accordion disableGutters variant="outlined" sx={{ width: '100%' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">{t('title', { count: columns.length })}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0, overflowX: 'auto' }}>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('column')}</TableCell>
              <TableCell>{t('required')}</TableCell>
              <TableCell>{t('format')}</TableCell>
              <TableCell>{t('details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {columns.map((column) => (
              <TableRow key={column.name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {column.column}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{column.requiredText}</TableCell>
                <TableCell>{column.format}</TableCell>
                <TableCell>
                  {/* The values, then the note on a line of its own (they would read as one sentence). */}
                  {[column.values, column.note].filter(Boolean).map((text) => (
                    <span key={text} style={{ display: 'block' }}>
                      {text}
                    </span>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  )
}
