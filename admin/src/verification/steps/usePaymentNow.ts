import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import type { VerificationResult } from '../types'

/** Payment states a job is about to move on: the confirmation keeps asking while the payment is in one. */
const MOVING = ['payment_created', 'payment_initiated']
const EVERY_MS = 2_000
const AT_MOST = 30

/**
 * The verification's payment as it is when the confirmation is shown, then followed while a job takes it on
 * ("Initié" stayed on screen while the payment was already completed).
 */
export function usePaymentNow(itemId: number, first: VerificationResult['payment']) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data } = useQuery({
    queryKey: ['verification', 'payment', itemId],
    queryFn: () => dataProvider.paymentNow(itemId),
    enabled: !!first,
    retry: false,
    refetchInterval: (query) => {
      const now = query.state.data?.payment
      if (now && !MOVING.includes(now.status)) return false
      const asked = query.state.dataUpdateCount + query.state.errorUpdateCount
      return asked < AT_MOST ? EVERY_MS : false
    },
  })
  return data?.payment ?? first
}
