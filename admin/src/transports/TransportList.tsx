import { Box, Drawer, Stack, Typography } from '@mui/material'
import { useMatch, useNavigate } from 'react-router-dom'
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  useLocale,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { LocaleDateField } from '../lib/LocaleDateField'
import { formatDateTime } from '../lib/dates'
import { useFilterOptions } from '../lib/useOptions'
import { DeliveryStatusChip } from './DeliveryStatusChip'
import { DELIVERY_STATUSES, TRANSPORT_KINDS } from '@domain/delivery_statuses'
import { choicesOf } from '../lib/choices'
import { DocumentButton } from './DocumentButton'
import { TransportListActions } from './TransportListActions'
import { TransportPanel } from './TransportPanel'
import { TrackingNumber, TransportReference } from './TransportCells'
import { CarrierName, useCarrierName } from './CarrierName'

const PANEL_WIDTH = 420
const T = 'resources.transports-list'

interface FilterOptions {
  companies: { id: string; name: string }[]
}
const NO_OPTIONS: FilterOptions = { companies: [] }

const useFilters = () => {
  const translate = useTranslate()
  const options = useFilterOptions<FilterOptions>('transports', NO_OPTIONS)
  const carrierName = useCarrierName()
  const companies = options.companies.map((one) => ({ id: one.id, name: carrierName(one.id) }))
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${T}.fields.q`)} />,
    <SelectInput
      key="lastDeliveryStatus"
      source="lastDeliveryStatus"
      choices={choicesOf(DELIVERY_STATUSES, `${T}.statuses`)}
      sx={{ minWidth: 240 }}
      alwaysOn
    />,
    <SelectInput key="company" source="company" choices={companies} />,
    <SelectInput key="kind" source="kind" choices={choicesOf(TRANSPORT_KINDS, `${T}.kinds`)} />,
    <DateInput key="createdFrom" source="createdFrom" />,
    <DateInput key="createdTo" source="createdTo" />,
  ]
}

const TransportGrid = () => {
  const translate = useTranslate()
  const locale = useLocale()
  return (
    <Datagrid rowClick={(id) => `/transports-list/${id}`} bulkActionButtons={false}>
      <LocaleDateField source="createdAt" showTime />
      <TextField source="uuid" sortable={false} sx={{ fontFamily: 'monospace', fontSize: 12 }} />
      <FunctionField
        source="reference"
        sortable={false}
        render={(record: RaRecord) => <TransportReference record={record} />}
      />
      <FunctionField
        source="orderLink"
        sortable={false}
        render={(record: RaRecord) =>
          record.orderLink ? (
            <DocumentButton
              link={record.orderLink}
              label={`${T}.download`}
              name={`${translate(`${T}.download`)} ${record.trackingNumber ?? record.uuid}.pdf`}
            />
          ) : null
        }
      />
      <FunctionField
        source="company"
        render={(record: RaRecord) => <CarrierName company={record.company} />}
      />
      <FunctionField
        source="trackingNumber"
        render={(record: RaRecord) => <TrackingNumber record={record} />}
      />
      <FunctionField
        source="lastDeliveryStatus"
        render={(record: RaRecord) => (
          <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
            <DeliveryStatusChip status={record.lastDeliveryStatus} />
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(record.lastDeliveryStatusAt, locale)}
            </Typography>
          </Stack>
        )}
      />
    </Datagrid>
  )
}

/**
 * `/transports-list` (part 1 §2 "Expedition"): the transports the caller sees, filtered and paged by the
 * server; a row opens its carrier events in a side panel (`/transports-list/:id`).
 */
export const TransportList = () => {
  const navigate = useNavigate()
  const id = useMatch('/transports-list/:id')?.params.id
  const close = () => navigate('/transports-list')
  return (
    // Its width is the page's, not its table's: beside the panel the table scrolls instead.
    <Box sx={{ display: 'flex', contain: 'inline-size' }}>
      <List
        filters={useFilters()}
        exporter={false}
        actions={<TransportListActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          mr: id ? `${PANEL_WIDTH}px` : 0,
          transition: (theme) => theme.transitions.create('margin'),
          // Beside the open panel, the table scrolls rather than widening the page.
          '& .RaList-content': { overflowX: 'auto' },
          '& .RaList-actions': { flexWrap: id ? 'wrap' : 'nowrap' },
        }}
      >
        <TransportGrid />
      </List>
      <Drawer variant="persistent" anchor="right" open={Boolean(id)} onClose={close} sx={{ zIndex: 100 }}>
        {id ? <TransportPanel id={id} width={PANEL_WIDTH} onClose={close} /> : null}
      </Drawer>
    </Box>
  )
}
