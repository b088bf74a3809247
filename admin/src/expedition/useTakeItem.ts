import { useDataProvider } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { useOnArrival } from '../lib/useOnArrival'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { refusalOf, type ExpeditionItem, type ExpeditionKind } from './types'

/**
 * `/expedition?itemId=`: the item is taken straight on. One to return leaves alone with its own label;
 * another joins the package it is already in, else the open package (a new one when there is none).
 */
export function useTakeItem(
  itemId: string | null,
  awaiting: { kind: ExpeditionKind; items: ExpeditionItem[] } | null,
  onRefusal: (message: string) => void
) {
  const navigate = useNavigate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const takeOn = async () => {
    if (!awaiting) return null
    const { kind, items } = awaiting
    const item = items.find((one) => String(one.id) === itemId)
    if (!item) {
      onRefusal('expedition.takeItem.notAwaiting')
      return null
    }
    if (item.needsLabel) {
      navigate(`/packing-with-label?code=${encodeURIComponent(item.identificationNumber)}`, { replace: true })
      return null
    }
    if (item.packageId !== null) {
      navigate(`/start-expedition?packageId=${item.packageId}`, { replace: true })
      return null
    }
    try {
      // A package goes to one place: the open one bound elsewhere is left for its own items.
      const open = await dataProvider.listPackages(['open'], kind, 50)
      const fits = open.find((row) => !row.destination || row.destination.id === item.destination?.id)
      const target = fits
        ? await dataProvider.addPackageItem(fits.id, item.identificationNumber)
        : await dataProvider.createPackage(item.identificationNumber)
      navigate(`/start-expedition?packageId=${target.id}`, { replace: true })
      return target.id
    } catch (error) {
      onRefusal(refusalOf(error))
      return null
    }
  }
  // Taken once, when the items waiting here have arrived.
  useOnArrival(['expedition', 'takeItem', itemId], takeOn, Boolean(itemId && awaiting))
}
