import { Box, Typography } from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { T, type RegisterEntry } from './types'

const Line = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="body2" component="div">
    {children}
  </Typography>
)
const Small = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="caption" component="div" color="text.secondary">
    {children}
  </Typography>
)

/** The entry's number, and what it corrects when it is not a purchase. */
export const NumberCell = ({ entry }: { entry: RegisterEntry }) => {
  const translate = useTranslate()
  return (
    <Box>
      <Line>{entry.number}</Line>
      {entry.kind !== 'purchase' && (
        <Small>
          {translate(`${T}.kinds.${entry.kind}`)}
          {entry.corrects?.number
            ? ` (${translate(`${T}.corrects`, { number: entry.corrects.number })})`
            : ''}
        </Small>
      )}
    </Box>
  )
}

/** Category, brand and model, then the serial number and the IMEI where there are. */
export const ObjectCell = ({ entry }: { entry: RegisterEntry }) => {
  const translate = useTranslate()
  const { category, brand, model, serialNumber, imei } = entry.object
  return (
    <Box>
      <Line>{[brand, model].filter(Boolean).join(' ') || '-'}</Line>
      {category && <Small>{category}</Small>}
      {serialNumber && <Small>{translate(`${T}.serial_number`, { value: serialNumber })}</Small>}
      {imei && <Small>{translate(`${T}.imei`, { value: imei })}</Small>}
    </Box>
  )
}

/** The seller's name, address and identity document; the fields the register erased read "effacé". */
export const SellerCell = ({ entry }: { entry: RegisterEntry }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const seller = entry.seller
  const erased = <em>{translate(`${T}.erased`)}</em>
  const name = [seller.firstname, seller.lastname].filter(Boolean).join(' ')
  const identityType = seller.identityType
    ? translate(`${T}.identity_types.${seller.identityType}`, { _: seller.identityType })
    : null
  const issued =
    seller.identityAuthority && seller.identityDeliveryDate
      ? translate(`${T}.identity_issued`, {
          authority: seller.identityAuthority,
          date: new Date(`${seller.identityDeliveryDate}T12:00:00Z`).toLocaleDateString(locale),
        })
      : seller.identityAuthority
  if (seller.erased && !name) return <Line>{erased}</Line>
  return (
    <Box>
      <Line>{name || (seller.erased ? erased : '-')}</Line>
      {seller.address && <Small>{seller.address}</Small>}
      {seller.email && <Small>{seller.email}</Small>}
      {(identityType || seller.identityNumber) && (
        <Small>
          {[
            identityType,
            seller.identityNumber && translate(`${T}.identity_number`, { value: seller.identityNumber }),
          ]
            .filter(Boolean)
            .join(' ')}
        </Small>
      )}
      {issued && <Small>{issued}</Small>}
    </Box>
  )
}
