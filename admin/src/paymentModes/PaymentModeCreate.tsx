import { withoutEmptyModifier } from './ModifierInputs'
import { Create, useRedirect, type RaRecord } from 'react-admin'
import { paymentModesAfter } from './PaymentModeAlert'
import { PaymentModeForm } from './PaymentModeInputs'

// Back to the list with the success alert (JSON `alert` query of part 1 §2).
export const PaymentModeCreate = () => {
  const redirect = useRedirect()
  return (
    <Create
      transform={withoutEmptyModifier}
      mutationOptions={{ onSuccess: (data: RaRecord) => redirect(paymentModesAfter('create')(data)) }}
    >
      <PaymentModeForm />
    </Create>
  )
}
