import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { refusalOf, type ExpeditionItem, type ExpeditionKind, type PackageRow } from './types'

/** Recently shipped packages shown on the expedition page. */
const RECENT = 10

export interface Overview {
  kind: ExpeditionKind
  items: ExpeditionItem[]
  open: PackageRow[]
  shipped: PackageRow[]
}

async function fetchOverview(dataProvider: RepriseDataProvider): Promise<Overview> {
  const awaiting = await dataProvider.awaitingShipment()
  const [open, shipped] = await Promise.all([
    dataProvider.listPackages(['open'], awaiting.kind, 50),
    dataProvider.listPackages(['shipped', 'delivered'], awaiting.kind, RECENT),
  ])
  return { ...awaiting, open, shipped }
}

/** What the expedition page shows: the items waiting here, the open packages, the last ones shipped. */
export function useExpeditionOverview() {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data, error } = useQuery({
    queryKey: ['expedition', 'overview'],
    queryFn: () => fetchOverview(dataProvider),
    retry: false,
    // Read once per visit: a scan on the page takes an item from the list it shows.
    refetchOnWindowFocus: false,
    gcTime: 0,
  })
  // A refusal of the page's own actions (taking an item on) shows in the same place.
  const [actionRefusal, setRefusal] = useState('')
  const refusal = actionRefusal || (error ? refusalOf(error) : '')

  return { overview: data ?? null, refusal, setRefusal }
}
