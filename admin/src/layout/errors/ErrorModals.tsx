import { useSyncExternalStore } from 'react'
import { getErrorSnapshot, subscribeErrors } from '../../providers/errorBus'
import { ReconnectDialog } from './ReconnectDialog'
import { ServerErrorDialog } from './ServerErrorDialog'
import { UnavailableDialog } from './UnavailableDialog'
import { getUnavailableSnapshot, subscribeUnavailable } from '../../providers/unavailable'

/** Error modals of part 1 §4 and part 2 §8, fed by the HTTP client through the error bus. */
export const ErrorModals = () => {
  const error = useSyncExternalStore(subscribeErrors, getErrorSnapshot)
  const unavailable = useSyncExternalStore(subscribeUnavailable, getUnavailableSnapshot)
  // The service briefly unavailable first: its requests wait for a retry, no other error is final yet.
  if (unavailable) return <UnavailableDialog state={unavailable} />
  if (!error) return null
  if (error.kind === 'unauthorized') return <ReconnectDialog />
  return <ServerErrorDialog error={error} />
}
