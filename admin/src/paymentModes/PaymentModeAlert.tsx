import { useTranslate } from 'react-admin'
import { SuccessAlert, listWithAlert, type AlertQuery } from '../layout/SuccessAlert'

export const PaymentModeAlert = () => {
  const translate = useTranslate()
  return (
    <SuccessAlert
      message={(alert) => translate(`resources.paymentModes.alert.${alert.type}`, { name: alert.name })}
    />
  )
}

export const paymentModesAfter = (type: AlertQuery['type']) =>
  listWithAlert('/paymentModes', type, (record) => ({ name: record.label ?? '' }))
