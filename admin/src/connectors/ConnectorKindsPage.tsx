import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { Title, useGetList, useTranslate } from 'react-admin'
import { Link as RouterLink, useParams } from 'react-router-dom'
import type { Configuration, ConnectorKind } from './types'
import { organizationOf } from './organization'
import { SandboxNotice } from './SandboxNotice'

/** Part 2 §9: the connector list is read 500 at a time. */
const PAGE = { page: 1, perPage: 500 }

const ConfigurationChips = ({ configurations }: { configurations: Configuration[] }) => {
  const translate = useTranslate()
  if (!configurations.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.connector-organizations.none')}
      </Typography>
    )
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {configurations.map((configuration) => (
        <Chip
          key={configuration.id}
          component={RouterLink}
          to={`/connectors/${configuration.id}`}
          clickable
          label={configuration.name}
          color={configuration.active ? 'success' : 'default'}
          variant={configuration.active ? 'filled' : 'outlined'}
          title={translate(
            configuration.active
              ? 'resources.connector-organizations.active'
              : 'resources.connector-organizations.inactive'
          )}
        />
      ))}
    </Stack>
  )
}

/** `/connectors/:organizationId/connectors`: every connector kind with the client's configurations of it. */
export const ConnectorKindsPage = () => {
  const translate = useTranslate()
  const { organizationId } = useParams()
  const organization = organizationOf(organizationId)
  const kinds = useGetList<ConnectorKind>('connectors', {
    pagination: PAGE,
    sort: { field: 'name', order: 'ASC' },
  })
  const configurations = useGetList<Configuration>('connector-organizations', {
    pagination: PAGE,
    sort: { field: 'name', order: 'ASC' },
    filter: organization ? { organizationId: organization } : {},
  })
  const of = (kind: ConnectorKind) =>
    (configurations.data ?? []).filter((configuration) => configuration.connector === kind.id)

  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Title title={translate('resources.connector-organizations.kinds_title')} />
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.connector-organizations.kinds_help')}
        </Typography>
        <Button
          component={RouterLink}
          to={`/connectors/${organizationId}/SSO`}
          variant="outlined"
          size="small"
        >
          {translate('sso.configuration.title')}
        </Button>
      </Stack>
      {(kinds.isPending || configurations.isPending) && <LinearProgress />}
      <SandboxNotice configurations={configurations.data} />
      <Paper variant="outlined">
        <Table aria-label={translate('resources.connector-organizations.kinds_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.connector-organizations.fields.kind')}</TableCell>
              <TableCell>{translate('resources.connector-organizations.fields.type')}</TableCell>
              <TableCell>{translate('resources.connector-organizations.fields.configurations')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(kinds.data ?? []).map((kind) => (
              <TableRow key={kind.id}>
                <TableCell>
                  <Typography variant="body2" fontWeight={500}>
                    {kind.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {kind.fqn}
                  </Typography>
                </TableCell>
                <TableCell>{translate(`resources.connector-organizations.types.${kind.type}`)}</TableCell>
                <TableCell>
                  <ConfigurationChips configurations={of(kind)} />
                </TableCell>
                <TableCell align="right">
                  <Button
                    component={RouterLink}
                    to={`/connectors/${organizationId}/configurations/${kind.id}`}
                    startIcon={<AddIcon />}
                    size="small"
                    aria-label={translate('resources.connector-organizations.add_for', { kind: kind.name })}
                  >
                    {translate('resources.connector-organizations.add')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  )
}
