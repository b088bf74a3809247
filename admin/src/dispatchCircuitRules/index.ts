import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() =>
    import('./DispatchCircuitRuleList').then((module) => ({ default: module.DispatchCircuitRuleList }))
  ),
  edit: lazy(() =>
    import('./DispatchCircuitRuleEdit').then((module) => ({ default: module.DispatchCircuitRuleEdit }))
  ),
  create: lazy(() =>
    import('./DispatchCircuitRuleEdit').then((module) => ({ default: module.DispatchCircuitRuleCreate }))
  ),
  recordRepresentation: (record: RaRecord) => record.circuit?.name ?? `#${record.id}`,
}
