import { Box, Drawer, Stack, Typography } from '@mui/material'
import { useMatch, useNavigate } from 'react-router-dom'
import {
  Datagrid,
  DateInput,
  FunctionField,
  Link,
  List,
  Pagination,
  RecordContextProvider,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  useGetOne,
  useListContext,
  useLocale,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { choices } from '../circuits/choices'
import { formatDateTime } from '../lib/dates'
import { formatMoney } from '../lib/money'
import { BulkRelaunchButton } from './BulkRelaunchButton'
import { PaymentListActions } from './PaymentListActions'
import { PaymentPanel } from './PaymentPanel'
import { PaymentRowActions } from './PaymentRowActions'
import { PaymentStatusChip } from './PaymentStatusChip'
import { useFailureReason } from './useFailureReason'
import { PAYMENT_STATUSES } from '@domain/statuses'
import { PAYMENT_TYPES } from '@domain/payment_modes'
import { SandboxChip } from './SandboxChip'

const PANEL_WIDTH = 420
const T = 'resources.searchPayment'
const BASE = '/searchPayment'

const useFilters = () => {
  const translate = useTranslate()
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(`${T}.fields.q`)}
      // Wide enough for the whole placeholder in each language.
      sx={{ minWidth: 360 }}
    />,
    <SelectArrayInput
      key="status"
      source="status"
      choices={choices([...PAYMENT_STATUSES], 'resources.buybacks.payment_statuses')}
      sx={{ minWidth: 180 }}
      alwaysOn
    />,
    <SelectInput key="type" source="type" choices={choices([...PAYMENT_TYPES], `${T}.types`)} alwaysOn />,
    <DateInput key="createdFrom" source="createdFrom" />,
    <DateInput key="createdTo" source="createdTo" />,
  ]
}

const dateTime = (source: string, locale: string) => (record: RaRecord) =>
  formatDateTime(record[source] as string | null, locale)

const PaymentGrid = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const failureReason = useFailureReason()
  return (
    <Datagrid
      rowClick={(id) => `${BASE}/${id}`}
      bulkActionButtons={<BulkRelaunchButton />}
      // The table scrolls within its card; the card itself must not clip the bulk actions' toolbar.
      sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
    >
      <FunctionField
        source="buyback"
        sortable={false}
        render={(record: RaRecord) =>
          record.buyback ? (
            <Link
              to={`/buybacks/${record.buyback.id}/show`}
              onClick={(event: React.MouseEvent) => event.stopPropagation()}
            >
              {record.buyback.identificationNumber}
            </Link>
          ) : null
        }
      />
      <FunctionField
        source="customer"
        sortable={false}
        render={(record: RaRecord) => (
          <Stack>
            <span>{record.customer?.name}</span>
            <Typography variant="caption" color="text.secondary">
              {record.customer?.email}
            </Typography>
          </Stack>
        )}
      />
      <FunctionField
        source="type"
        sortable={false}
        render={(record: RaRecord) => (
          <>
            {translate(`${T}.types.${record.type}`, { _: record.type })}
            <SandboxChip sandbox={record.sandbox} />
          </>
        )}
      />
      <FunctionField
        source="amount"
        textAlign="right"
        render={(record: RaRecord) => formatMoney(record.amount, locale, record.currency)}
      />
      <FunctionField
        source="status"
        render={(record: RaRecord) => (
          <Stack spacing={0.25} sx={{ alignItems: 'flex-start', maxWidth: 200 }}>
            <PaymentStatusChip status={record.status} />
            {record.failureReason ? (
              <Typography variant="caption" color="error">
                {failureReason(record.failureReason)}
                {record.failureDetail ? ` — ${record.failureDetail}` : ''}
              </Typography>
            ) : null}
          </Stack>
        )}
      />
      <FunctionField source="createdAt" render={dateTime('createdAt', locale)} />
      <FunctionField source="updatedAt" render={dateTime('updatedAt', locale)} />
      <PaymentRowActions compact label={`${T}.fields.actions`} />
    </Datagrid>
  )
}

/** The payment of `/searchPayment/:id` beside the list: the row shown, or read alone (a shared link). */
const PaymentAside = () => {
  const navigate = useNavigate()
  const id = useMatch(`${BASE}/:id`)?.params.id
  const { data } = useListContext<RaRecord>()
  const shown = id ? data?.find((row) => String(row.id) === id) : undefined
  const { data: alone } = useGetOne<RaRecord>(
    'searchPayment',
    { id: id! },
    { enabled: Boolean(id) && !shown }
  )
  const payment = shown ?? (id ? alone : undefined)
  const close = () => navigate(BASE)
  return (
    <Drawer variant="persistent" anchor="right" open={Boolean(payment)} onClose={close} sx={{ zIndex: 100 }}>
      {payment ? (
        <RecordContextProvider value={payment}>
          <PaymentPanel payment={payment} width={PANEL_WIDTH} onClose={close} />
        </RecordContextProvider>
      ) : null}
    </Drawer>
  )
}

/**
 * `/searchPayment` (part 1 §2 "Payments"): the payments the caller sees, filtered, sorted and paged by the
 * server; failed ones can be relaunched (one by one or a selection), manual ones marked as paid, and a row
 * opens its history in a side panel (`/searchPayment/:id`).
 */
export const PaymentList = () => {
  const open = Boolean(useMatch(`${BASE}/:id`))
  return (
    // Its width is the page's, not its table's: beside the panel the table scrolls instead.
    <Box sx={{ display: 'flex', contain: 'inline-size' }}>
      <List
        filters={useFilters()}
        exporter={false}
        empty={false}
        actions={<PaymentListActions />}
        aside={<PaymentAside />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          mr: open ? `${PANEL_WIDTH}px` : 0,
          transition: (theme) => theme.transitions.create('margin'),
          // Beside the aside, the main column may shrink below its table's width (the table scrolls).
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-actions': { flexWrap: open ? 'wrap' : 'nowrap' },
        }}
      >
        <PaymentGrid />
      </List>
    </Box>
  )
}
