import { useEffect, useState } from 'react'
import {
  awaitingShipment,
  listPackages,
  refusalOf,
  type ExpeditionItem,
  type ExpeditionKind,
  type PackageRow,
} from './api'

/** Recently shipped packages shown on the expedition page. */
const RECENT = 10

export interface Overview {
  kind: ExpeditionKind
  items: ExpeditionItem[]
  open: PackageRow[]
  shipped: PackageRow[]
}

async function fetchOverview(): Promise<Overview> {
  const awaiting = await awaitingShipment()
  const [open, shipped] = await Promise.all([
    listPackages(['open'], awaiting.kind, 50),
    listPackages(['shipped', 'delivered'], awaiting.kind, RECENT),
  ])
  return { ...awaiting, open, shipped }
}

/** What the expedition page shows: the items waiting here, the open packages, the last ones shipped. */
export function useExpeditionOverview() {
  const [overview, setOverview] = useState<Overview | null>(null)
  const [refusal, setRefusal] = useState('')

  useEffect(() => {
    fetchOverview().then(setOverview, (error: unknown) => setRefusal(refusalOf(error)))
  }, [])

  return { overview, refusal, setRefusal }
}
