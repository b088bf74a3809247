import AddIcon from '@mui/icons-material/Add'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import {
  Box,
  Button,
  Card,
  CardContent,
  Drawer,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Title, useDataProvider, useLocale, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { importsQuery } from './importsQuery'
import type { CatalogueImport } from './types'
import { ImportReport } from './ImportReport'
import { ImportStatusChip } from './ImportStatusChip'

/**
 * `/accounts/:accountId/catalog-imports` (part 1 §2 "Catalogue imports"): the account's imports, newest
 * first, twenty at a time with a show-more button; each row opens a side panel with its report.
 */
export const ImportListPage = () => {
  const { accountId = '' } = useParams()
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const imports = useInfiniteQuery(importsQuery(dataProvider, accountId))
  const rows = imports.data?.pages.flatMap((page) => page.results) ?? []
  const loading = imports.isPending || imports.isFetchingNextPage
  const [open, setOpen] = useState<CatalogueImport | null>(null)
  const t = (key: string) => translate(`catalogueImports.${key}`)

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h1">
            {t('title')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={`/accounts/${accountId}/catalog-imports/new`}
          >
            {t('new')}
          </Button>
        </Stack>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.date')}</TableCell>
              <TableCell>{t('columns.source')}</TableCell>
              <TableCell>{t('columns.destination')}</TableCell>
              <TableCell>{t('columns.dataType')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{formatDateTime(row.created_at, locale)}</TableCell>
                <TableCell>{row.source_account?.common_name ?? t(`origins.${row.origin}`)}</TableCell>
                <TableCell>{row.destination_account?.common_name}</TableCell>
                <TableCell>
                  {t(`dataTypes.${row.data_type}`)} ({t(`strategies.${row.strategy}`)})
                </TableCell>
                <TableCell>
                  <ImportStatusChip status={row.status} />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={t('details')}>
                    <IconButton aria-label={`${t('details')} ${row.id}`} onClick={() => setOpen(row)}>
                      <InfoOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {imports.hasNextPage && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Button disabled={loading} onClick={() => void imports.fetchNextPage()}>
              {t('more')}
            </Button>
          </Box>
        )}
      </CardContent>
      <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
        {open && (
          <Box sx={{ width: { xs: '100vw', sm: 480 }, p: 3 }} role="dialog" aria-label={t('details')}>
            <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
              <Typography variant="h6" component="h2">
                {translate('catalogueImports.panel.title', { id: open.id })}
              </Typography>
              <Button onClick={() => setOpen(null)}>{t('panel.close')}</Button>
            </Stack>
            <ImportReport record={open} />
          </Box>
        )}
      </Drawer>
    </Card>
  )
}
