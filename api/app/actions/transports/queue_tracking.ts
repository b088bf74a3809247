import { enqueue } from '#services/jobs/queue'

/** The carrier tracking run, queued now rather than at the next half hour; one attempt. */
export const queueTracking = () => enqueue('carrier_tracking', {}, { maxAttempts: 1 })
