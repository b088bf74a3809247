import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useCanAccess } from 'react-admin'
import { Link } from 'react-router-dom'
import type { VerificationResult } from '../types'
import { useQueue } from '../queue/queueStore'
import { useOpenNext } from '../queue/useOpenNext'
import { useVerificationText } from '../useVerificationText'
import { outcomeText } from './outcomeText'
import { usePaymentNow } from './usePaymentNow'

const Line = ({ label, value }: { label: string; value: string }) => (
  <Typography>
    <strong>{label} : </strong>
    {value}
  </Typography>
)

/**
 * The verification sent: its outcome, the new statuses, the stock the item goes to and the payment; then
 * another item, or the next code of the imported queue.
 */
export const ResultPanel = ({
  result,
  searchPath,
  another = 'another',
}: {
  result: VerificationResult
  searchPath: string
  /** Key under `verification.result` of the button back to the search. */
  another?: string
}) => {
  const { t, translate, money } = useVerificationText()
  const queue = useQueue()
  const { openNext, opening } = useOpenNext()
  // A workshop operator does not see the buy-backs' details; a manager of the client does.
  const { canAccess: seesDetails } = useCanAccess({ resource: 'buybacks', action: 'show' })
  const pending = queue.filter((entry) => entry.state === 'pending').length
  const price =
    result.outcome === 'litigation'
      ? (result.buyback.proposedPrice ?? result.buyback.controlledPrice)
      : result.buyback.validatedPrice
  const absorbed = result.buyback.absorbedPrice ?? null
  const payment = usePaymentNow(result.item.id, result.payment)

  return (
    <Stack spacing={2}>
      <Alert severity={result.outcome === 'quarantine' ? 'warning' : 'success'} role="status">
        <Typography fontWeight={600}>{t('result.done')}</Typography>
        {outcomeText(t, money, result.outcome, { price, absorbed })}
      </Alert>
      <Box>
        <Line
          label={t('result.buyback', { number: result.buyback.identificationNumber })}
          value={translate(`resources.buybacks.statuses.${result.buyback.status}`, {
            _: result.buyback.status,
          })}
        />
        <Line
          label={t('result.item', { number: result.item.identificationNumber })}
          value={translate(`resources.buybacks.item_statuses.${result.item.status}`, {
            _: result.item.status,
          })}
        />
        <Line label={t('result.stock')} value={result.item.stock?.name ?? '-'} />
        {payment && (
          <Line
            label={t('result.payment')}
            value={`${money(payment.amount)} · ${translate(
              `resources.buybacks.payment_statuses.${payment.status}`,
              {
                _: payment.status,
              }
            )}`}
          />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {seesDetails && (
          <Button component={Link} to={`/buybacks/${result.buyback.id}/show`}>
            {t('result.details')}
          </Button>
        )}
        <Button component={Link} to={searchPath} variant={pending ? 'outlined' : 'contained'}>
          {t(`result.${another}`)}
        </Button>
        {queue.length > 0 && (
          <Button variant="contained" disabled={!pending || opening} onClick={() => void openNext()}>
            {t('result.next', { smart_count: pending })}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
