import { useTranslate } from 'react-admin'

/**
 * A payment provider's code (`sandbox-bank`, `manual`…) as a name in the reader's language; a code the texts
 * do not know (a connector's own provider name) is shown as it is.
 */
export const useProviderName = () => {
  const translate = useTranslate()
  return (code: string) =>
    translate(`resources.searchPayment.providers.${code.replace(/-/g, '_')}`, { _: code })
}
