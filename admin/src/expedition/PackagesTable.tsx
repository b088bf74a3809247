import { Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import PrintIcon from '@mui/icons-material/Print'
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { formatDateTime } from '../lib/dates'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'
import type { PackageRow } from './types'

interface Props {
  packages: PackageRow[]
  /** Open packages are continued; shipped ones show their tracking and reprint their label. */
  variant: 'open' | 'shipped'
}

/** The caller's packages: those being filled, or those recently shipped. */
export const PackagesTable = ({ packages, variant }: Props) => {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (packages.length === 0) {
    return <Typography color="text.secondary">{translate(`expedition.${variant}.empty`)}</Typography>
  }
  const shipped = variant === 'shipped'
  return (
    <Table size="small" aria-label={translate(`expedition.${variant}.title`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('expedition.fields.number')}</TableCell>
          <TableCell>{translate('expedition.fields.destination')}</TableCell>
          <TableCell>
            {translate(shipped ? 'expedition.fields.closedAt' : 'expedition.fields.createdAt')}
          </TableCell>
          {shipped && <TableCell>{translate('expedition.fields.tracking')}</TableCell>}
          {shipped && <TableCell>{translate('expedition.fields.status')}</TableCell>}
          <TableCell align="right">{translate('expedition.fields.itemCount')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {packages.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.number}</TableCell>
            <TableCell>{row.destination?.name ?? '—'}</TableCell>
            <TableCell>{formatDateTime(shipped ? row.closedAt : row.createdAt, locale) ?? '—'}</TableCell>
            {shipped && (
              <TableCell>
                {row.transport?.trackingLink ? (
                  <Link href={row.transport.trackingLink} target="_blank" rel="noreferrer">
                    {row.transport.trackingNumber}
                  </Link>
                ) : (
                  (row.transport?.trackingNumber ?? '—')
                )}
              </TableCell>
            )}
            {shipped && <TableCell>{translate(`expedition.statuses.${row.status}`)}</TableCell>}
            <TableCell align="right">{row.itemCount}</TableCell>
            <TableCell align="right">
              {shipped ? (
                <Button
                  size="small"
                  startIcon={<PrintIcon />}
                  aria-label={`${translate('expedition.shipped.reprint')} ${row.number}`}
                  onClick={() =>
                    void download(() => dataProvider.downloadPackageDocument(row.id, 'label', row.number))
                  }
                >
                  {translate('expedition.shipped.reprint')}
                </Button>
              ) : (
                <Button size="small" component={RouterLink} to={`/start-expedition?packageId=${row.id}`}>
                  {translate('expedition.open.continue')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
