import type Job from '#models/job'

/** A failed job on the platform admin's screen: its payload, attempts and last error. */
export const presentJob = (job: Job) => ({
  id: job.id,
  type: job.type,
  payload: JSON.parse(job.payload) as Record<string, unknown>,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  lastError: job.lastError,
  createdAt: job.createdAt.toISO(),
  failedAt: job.updatedAt.toISO(),
})
