import { withoutEmptyModifier } from './ModifierInputs'
import { Edit, useRedirect, type RaRecord } from 'react-admin'
import { paymentModesAfter } from './PaymentModeAlert'
import { PaymentModeForm } from './PaymentModeInputs'

// Pessimistic: the form waits for the server, so its 422 field errors land on the inputs.
export const PaymentModeEdit = () => {
  const redirect = useRedirect()
  return (
    <Edit
      transform={withoutEmptyModifier}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: (data: RaRecord) => redirect(paymentModesAfter('edit')(data)) }}
    >
      <PaymentModeForm />
    </Edit>
  )
}
