import { useTranslate } from 'react-admin'

/** A connector's failure code (`payment_provider_unavailable`…) in the reader's language; an unknown one as it is. */
export const useFailureReason = () => {
  const translate = useTranslate()
  return (code: string | null | undefined) =>
    code ? translate(`resources.searchPayment.failure_reasons.${code}`, { _: code }) : ''
}
