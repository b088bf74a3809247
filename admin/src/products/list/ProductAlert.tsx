import { useTranslate, type RaRecord } from 'react-admin'
import { SuccessAlert, listWithAlert as alertAfter, type AlertQuery } from '../../layout/SuccessAlert'

/** The products list's success alert: product name and status (part 1 §2 "Products list page"). */
export const ProductAlert = () => {
  const translate = useTranslate()
  return (
    <SuccessAlert
      message={(alert) =>
        translate(`resources.products.alert.${alert.type}`, {
          name: alert.name,
          status: translate(`resources.products.status.${alert.status}`, { _: alert.status }),
        })
      }
    />
  )
}

/** Where create and edit send the user back: the list, with the alert to show. */
export const listWithAlert =
  (type: AlertQuery['type']) => (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
    alertAfter('/products', type, (record) => ({
      name: record.label ?? '',
      status: record.status ?? 'draft',
    }))(data)
