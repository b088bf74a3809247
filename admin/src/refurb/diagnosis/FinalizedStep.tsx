import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Link, useNavigate } from 'react-router-dom'
import { canAccess } from '../../providers/canAccess'
import { getSession } from '../../providers/session'
import type { ItemSteps } from '../types'
import { DIAGNOSIS_START, itemStepsPath } from '../paths'
import { useRefurbText } from '../useRefurbText'
import { clearState } from './diagnosisState'

/** The diagnosis recorded: the item's stock and planned steps; then its steps, or another item. */
export const FinalizedStep = ({ itemId, done }: { itemId: string; done: ItemSteps }) => {
  const { t, money } = useRefurbText()
  const navigate = useNavigate()
  const followsSteps = canAccess(getSession()?.permissions, 'refurb_write')
  const another = () => {
    clearState(itemId)
    navigate(DIAGNOSIS_START)
  }
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        <Typography fontWeight={600}>{t('diagnosis.finalized.title')}</Typography>
        {t('diagnosis.finalized.text', {
          item: done.item.identificationNumber,
          stock: done.item.stock?.name ?? '-',
        })}
      </Alert>
      <Table size="small" aria-label={t('diagnosis.finalized.steps')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.step')}</TableCell>
            <TableCell align="right">{t('fields.cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {done.steps.map((step) => (
            <TableRow key={step.id}>
              <TableCell>{step.name}</TableCell>
              <TableCell align="right">{money(step.cost)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('economics.planned')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(done.item.totalPlannedCost)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {followsSteps && (
          <Button component={Link} to={itemStepsPath(itemId)} onClick={() => clearState(itemId)}>
            {t('diagnosis.finalized.follow')}
          </Button>
        )}
        <Button variant="contained" onClick={another}>
          {t('diagnosis.finalized.another')}
        </Button>
      </Stack>
    </Stack>
  )
}
