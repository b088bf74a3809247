import { useRecordContext, type RaRecord } from 'react-admin'
import { StatusTimeline, type TimelineRow } from '../../buybacks/StatusTimeline'

/** The item's status moves, oldest first, with who made each. */
export const HistoryTab = () => {
  const record = useRecordContext<RaRecord>()
  return <StatusTimeline rows={(record?.history ?? []) as TimelineRow[]} subject="item" />
}
