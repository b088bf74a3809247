import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useLocale, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'
import { formatMoney } from '../lib/money'
import { T, type PersonalData } from './types'

type Column<R> = [field: string, render: (row: R) => ReactNode]

/** One kind of record as a table, its columns named in `personalData.fields`; "none" when empty. */
function Section<R>({ name, rows, columns }: { name: string; rows: R[]; columns: Column<R>[] }) {
  const translate = useTranslate()
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, overflowX: 'auto' }}
      component="section"
      aria-label={translate(`${T}.sections.${name}`)}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.sections.${name}`)} ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.none`)}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map(([field]) => (
                <TableCell key={field}>{translate(`${T}.fields.${field}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map(([field, render]) => (
                  <TableCell key={field}>{render(row) ?? '-'}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  )
}

/** The person's records, a section per kind: customers, buy-backs, payments, e-mails, register entries. */
export const PersonalDataSections = ({ data }: { data: PersonalData }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const when = (at: string | null) => formatDateTime(at, locale)
  const day = (at: string | null) =>
    at ? new Date(`${at.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale) : null
  const money = (cents: number | null) => (cents === null ? null : formatMoney(cents, locale))
  const erased = (at: string | null, value: ReactNode) =>
    at ? <em>{translate(`${T}.erased`, { date: when(at) })}</em> : value
  const named = (group: string, code: string | null) =>
    code ? translate(`${group}.${code}`, { _: code }) : null
  return (
    <>
      <Section
        name="customers"
        rows={data.customers}
        columns={[
          [
            'name',
            (row) => erased(row.contactErasedAt, [row.firstname, row.lastname].filter(Boolean).join(' ')),
          ],
          ['email', (row) => row.email],
          ['phone', (row) => row.phone],
          [
            'address',
            (row) =>
              [
                row.street,
                row.streetComplement,
                [row.zipCode, row.city].filter(Boolean).join(' '),
                row.country,
              ]
                .filter(Boolean)
                .join(', '),
          ],
          ['iban', (row) => erased(row.identityErasedAt, row.iban)],
          [
            'identity',
            (row) =>
              erased(
                row.identityErasedAt,
                [
                  named('resources.purchase-register.identity_types', row.identityType),
                  row.identityNumber,
                  row.identityAuthority,
                  day(row.identityDeliveryDate),
                ]
                  .filter(Boolean)
                  .join(' · ') || null
              ),
          ],
          ['createdAt', (row) => when(row.createdAt)],
        ]}
      />
      <Section
        name="buybacks"
        rows={data.buybacks}
        columns={[
          ['identificationNumber', (row) => row.identificationNumber ?? row.id],
          ['status', (row) => named('resources.buybacks.statuses', row.status)],
          [
            'store',
            (row) => row.store?.name ?? translate(`${T}.channels.${row.channel}`, { _: row.channel }),
          ],
          ['device', (row) => [row.imei, row.serialNumber].filter(Boolean).join(' · ') || null],
          ['declaredPrice', (row) => money(row.declaredPrice)],
          ['validatedPrice', (row) => money(row.validatedPrice)],
          ['createdAt', (row) => when(row.createdAt)],
        ]}
      />
      <Section
        name="payments"
        rows={data.payments}
        columns={[
          ['buyback', (row) => row.buybackId],
          ['status', (row) => named('resources.buybacks.payment_statuses', row.status)],
          ['amount', (row) => money(row.amount)],
          ['iban', (row) => erased(row.bankErasedAt, row.iban)],
          ['ibanHolder', (row) => erased(row.bankErasedAt, row.ibanHolder)],
        ]}
      />
      <Section
        name="emails"
        rows={data.emails}
        columns={[
          ['kind', (row) => translate(`${T}.mails.${row.kind}`, { _: row.kind })],
          ['sentAt', (row) => when(row.sentAt)],
        ]}
      />
      <Section
        name="registerEntries"
        rows={data.registerEntries}
        columns={[
          ['number', (row) => row.number],
          ['recordedAt', (row) => when(row.recordedAt)],
          ['store', (row) => row.store.name ?? translate('resources.purchase-register.account_register')],
          ['device', (row) => [row.object.brand, row.object.model].filter(Boolean).join(' ')],
          ['amount', (row) => formatMoney(row.price, locale, row.currency)],
        ]}
      />
    </>
  )
}
