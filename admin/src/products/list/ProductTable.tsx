import EditIcon from '@mui/icons-material/Edit'
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../lib/money'
import { ProductStatusBadge } from '../ProductStatusBadge'
import type { ProductListState, SortField } from './listState'
import { useShowsEveryClient } from '../../layout/ClientColumn'

export interface ProductRow {
  id: string
  label: string
  brand: string | null
  modele: string | null
  reference: string | null
  eanCode: string | null
  status: 'draft' | 'published'
  buybackPriceGradeA: number | null
  category: { id: number; label: string } | null
  accountName?: string | null
}

interface Column {
  key: string
  label: string
  sort?: SortField
  align?: 'right'
}

const COLUMNS: Column[] = [
  { key: 'label', label: 'resources.products.fields.label', sort: 'label' },
  { key: 'ean', label: 'resources.products.fields.eanCode' },
  { key: 'brand', label: 'resources.products.fields.brand', sort: 'brand' },
  { key: 'category', label: 'resources.products.fields.category', sort: 'category.label' },
  { key: 'price', label: 'resources.products.fields.price', sort: 'buybackPriceGradeA', align: 'right' },
  { key: 'status', label: 'resources.products.fields.status', sort: 'status' },
]

const CLIENT_COLUMN: Column = { key: 'client', label: 'resources.clients.context.column' }

interface Props {
  rows: ProductRow[]
  sort: ProductListState['sort']
  onSort: (field: SortField) => void
}

/** The products table: sortable headers (a click toggles the order), one row per product. */
export const ProductTable = ({ rows, sort, onSort }: Props) => {
  const translate = useTranslate()
  const locale = useLocale()
  const everyClient = useShowsEveryClient()
  // A super admin acting for no client sees whose each product is, beside its name.
  const columns = everyClient ? [COLUMNS[0], CLIENT_COLUMN, ...COLUMNS.slice(1)] : COLUMNS
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('resources.products.list.results')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sort === sort.field
              const direction = active && sort.order === 'DESC' ? 'desc' : 'asc'
              return (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={active ? direction : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={direction}
                      onClick={() => onSort(column.sort!)}
                    >
                      {translate(column.label)}
                    </TableSortLabel>
                  ) : (
                    translate(column.label)
                  )}
                </TableCell>
              )
            })}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {translate('resources.products.list.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {translate('resources.products.list.empty')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[row.modele, row.reference].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              {everyClient && <TableCell>{row.accountName ?? '-'}</TableCell>}
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {row.eanCode ?? '-'}
              </TableCell>
              <TableCell>{row.brand ?? '-'}</TableCell>
              <TableCell>{row.category?.label ?? '-'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.buybackPriceGradeA, locale)}
              </TableCell>
              <TableCell>
                <ProductStatusBadge status={row.status} />
              </TableCell>
              <TableCell align="right">
                <IconButton
                  component={Link}
                  to={`/products/${row.id}`}
                  size="small"
                  color="primary"
                  aria-label={translate('resources.products.list.edit', { name: row.label })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
