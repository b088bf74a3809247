import { Link, Typography } from '@mui/material'
import { useTranslate, type RaRecord } from 'react-admin'

const T = 'resources.transports-list'

/** What travels: a buy-back, a package (its number and item count) or an item going back. */
export const TransportReference = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate()
  if (record.package) {
    return (
      <>
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {translate(`${T}.reference.package`, { number: record.package.number })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          {translate(`${T}.items`, { smart_count: record.package.itemCount })}
        </Typography>
      </>
    )
  }
  if (record.buyback)
    return (
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {record.buyback.identificationNumber}
      </Typography>
    )
  if (record.item) {
    return (
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {translate(`${T}.reference.item`, { number: record.item.identificationNumber })}
      </Typography>
    )
  }
  return null
}

/** The tracking number, a link to the carrier's page when it gave one. */
export const TrackingNumber = ({ record }: { record: RaRecord }) =>
  record.trackingLink ? (
    <Link href={record.trackingLink} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
      {record.trackingNumber}
    </Link>
  ) : (
    <Typography variant="body2" component="span">
      {record.trackingNumber}
    </Typography>
  )
