import { Box, Chip, Stack, Typography } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField as TextColumn,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { LocaleDateField } from '../../lib/LocaleDateField'
import { choices } from '../../circuits/choices'
import { ItemButtons } from './QuarantineActions'
import { QUARANTINE_STATUSES } from '@domain/statuses'

const useFilters = () => {
  const translate = useTranslate()
  return [
    <SearchInput
      key="buyback"
      source="buyback"
      alwaysOn
      placeholder={translate('resources.buybacksQuarantine.fields.buyback')}
    />,
    <SelectInput
      key="status"
      source="status"
      choices={choices(QUARANTINE_STATUSES, 'resources.buybacks.item_statuses')}
      alwaysOn
    />,
  ]
}

/** `/buybacksQuarantine` (part 1 §2): filter by buy-back and status, release with confirmation. */
export const QuarantineList = () => {
  const translate = useTranslate()
  const locale = useLocaleState()[0]
  return (
    <List
      filters={useFilters()}
      filterDefaultValues={{ status: 'item_in_quarantine' }}
      exporter={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      title={translate('resources.buybacksQuarantine.name')}
      empty={
        <Typography sx={{ p: 3 }} color="text.secondary">
          {translate('resources.buybacksQuarantine.empty')}
        </Typography>
      }
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <Datagrid
        rowClick={(_id, _resource, record) => `/buybacks/${record.buyback.id}/show`}
        bulkActionButtons={false}
        sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}
      >
        <TextColumn
          source="identificationNumber"
          label="resources.buybacksQuarantine.fields.identificationNumber"
        />
        <FunctionField
          source="name"
          label="resources.buybacksQuarantine.fields.name"
          sortable={false}
          render={(record: RaRecord) => (
            <Stack sx={{ minWidth: 140 }}>
              <span>{record.name}</span>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.buybacksQuarantine.fields.buybackNumber', {
                  number: record.buyback?.identificationNumber,
                })}
              </Typography>
            </Stack>
          )}
        />
        <FunctionField
          source="status"
          label="resources.buybacksQuarantine.fields.status"
          sortable={false}
          render={(record: RaRecord) => (
            <Chip
              size="small"
              color={record.status === 'item_in_quarantine' ? 'warning' : 'info'}
              label={translate(`resources.buybacks.item_statuses.${record.status}`)}
            />
          )}
        />
        <LocaleDateField
          source="quarantinedAt"
          label="resources.buybacksQuarantine.fields.quarantinedAt"
          sortable={false}
        />
        <FunctionField
          source="reason"
          label="resources.buybacksQuarantine.fields.reason"
          sortable={false}
          render={(record: RaRecord) => (
            // A long reason takes two lines; the whole text stays in its tooltip.
            <Box
              title={record.reason ?? undefined}
              sx={{
                maxWidth: 260,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {record.reason}
            </Box>
          )}
        />
        <FunctionField
          source="stock.name"
          label="resources.buybacksQuarantine.fields.stock"
          sortable={false}
          render={(record: RaRecord) => (
            <Stack>
              <span>{record.stock?.name}</span>
              {record.readyFrom && (
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.buybacksQuarantine.fields.readyFromShort', {
                    date: new Date(`${record.readyFrom}T12:00:00`).toLocaleDateString(locale),
                  })}
                </Typography>
              )}
            </Stack>
          )}
        />
        <ItemButtons />
      </Datagrid>
    </List>
  )
}
