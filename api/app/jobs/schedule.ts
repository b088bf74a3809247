import type { Schedule } from '#services/jobs/scheduler'
import { settings } from '#config/settings'

/**
 * Scheduled work (DESIGN.md §1): each entry enqueues its job on the one queue at each tick, once however
 * many processes run (services/jobs/scheduler.ts). Times are UTC.
 */
export const SCHEDULES: readonly Schedule[] = [
  // Every morning: proposals unanswered for 7 days are recalled to their customers, once.
  { name: 'litigation_reminders', cron: '0 8 * * *', job: 'litigation_reminders' },
  // Every half hour: the carriers are asked for the delivery events of the transports still on their way.
  { name: 'carrier_tracking', cron: '*/30 * * * *', job: 'carrier_tracking' },
  // Each working day at 6:00: the day's SEPA credit-transfer file of every account with transfers to send.
  { name: 'sepa_files', cron: '0 6 * * 1-5', job: 'sepa_files' },
  // Each Monday at 2:00: the statistics snapshot of the week that just ended, for every account.
  { name: 'statistics_snapshots', cron: '0 2 * * 1', job: 'statistics_snapshots' },
  // Every night: each product's buy-backs of the last 90 days, for the search's order (older ones age out).
  { name: 'product_popularity', cron: '40 3 * * *', job: 'product_popularity' },
  // Every night: the product counts per category and item counts per stock, kept by triggers, taken again.
  { name: 'kept_counts', cron: '55 3 * * *', job: 'kept_counts' },
  // Every night: personal data past its retention period is anonymised, never the register's before its own.
  { name: 'personal_data_retention', cron: '25 2 * * *', job: 'personal_data_retention' },
  // Every night: done jobs, old ticks, the effects of purged jobs and connector calls are removed after 30 days.
  { name: 'purge_finished_jobs', cron: '17 3 * * *', job: 'purge_finished_jobs', payload: { days: 30 } },
  // BACKUP_CRON: an archive in BACKUP_DIR, the BACKUP_KEEP newest kept (services/backup/make_backup.ts).
  ...(settings.backup.cron ? [{ name: 'backup', cron: settings.backup.cron, job: 'backup' }] : []),
]
