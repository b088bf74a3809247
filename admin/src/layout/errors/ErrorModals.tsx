import { useSyncExternalStore } from 'react'
import { getErrorSnapshot, subscribeErrors } from '../../providers/errorBus'
import { ReconnectDialog } from './ReconnectDialog'
import { ServerErrorDialog } from './ServerErrorDialog'

/** Error modals of part 1 §4 and part 2 §8, fed by the HTTP client through the error bus. */
export const ErrorModals = () => {
  const error = useSyncExternalStore(subscribeErrors, getErrorSnapshot)
  if (!error) return null
  if (error.kind === 'unauthorized') return <ReconnectDialog />
  return <ServerErrorDialog error={error} />
}
