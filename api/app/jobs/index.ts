import { registerJob } from '#services/jobs/queue'
import { purgeFinishedJobs } from '#services/jobs/housekeeping'
import { submitPayment } from '#actions/payments/submit_payment'
import { accountsWithTransfers } from '#services/payments/sepa'
import { buildSepaFile } from '#actions/payments/build_sepa_file'
import { sendSepaFileToBank } from '#services/payments/sepa_bank'
import { sendIbanRequest, sendPaymentSent } from '#services/mail/payment_mails'
import { shippingLabelJob } from '#actions/buybacks/create_shipping_label'
import { sendCartConfirmation } from '#services/mail/cart_confirmation_mail'
import { sendProposalMail } from '#services/mail/proposal_mail'
import { sendQuarantineMail } from '#services/mail/quarantine_mail'
import { sendDueProposalReminders } from '#actions/litigation/send_due_proposal_reminders'
import { bookItemReturn } from '#actions/quarantine/book_item_return'
import { trackOpenTransports } from '#actions/transports/track_open_transports'
import { sendPasswordLink, sendPasswordRenewal } from '#services/mail/account_mails'
import { purgeOpenIdSessions } from '#actions/auth/purge_openid_sessions'
import { runCatalogueImport } from '#actions/catalogue_imports/run_import'
import { exportStyleOf } from '#services/catalogue_exports/export_catalogue'
import { runCatalogueExport } from '#actions/catalogue_exports/run_catalogue_export'
import { computePreviousWeek } from '#services/statistics/refresh'
import { refreshProductPopularity } from '#services/product_search/popularity'
import { purgeConnectorCalls } from '#services/connectors/call_log'
import { recountKeptCounts } from '#kept/counts'
import { makeBackup, pruneBackups } from '#services/backup/make_backup'
import { settings } from '#config/settings'
import { applyRetention } from '#actions/personal_data/apply_retention'

/**
 * Every job type the workers know, with the function that does it. A job may run twice (its worker died):
 * each is safe to repeat. E-mails carry the job's key as their Message-ID; the shipping label is booked
 * only while the buy-back has no transport; database work goes through `once` (services/jobs/queue.ts).
 */
registerJob('cart_confirmation_mail', async (payload, job) =>
  sendCartConfirmation(String(payload.cartId), job.key)
)
registerJob('litigation_proposal_mail', async (payload, job) =>
  sendProposalMail(Number(payload.buybackId), job.key, { reminder: payload.reminder === true })
)
registerJob('litigation_reminders', async () => {
  await sendDueProposalReminders()
})
registerJob('quarantine_mail', async (payload, job) => sendQuarantineMail(Number(payload.itemId), job.key))
registerJob('item_return_label', async (payload) => bookItemReturn(Number(payload.itemId)))
registerJob('shipping_label', async (payload) => shippingLabelJob(Number(payload.buybackId)))
registerJob('carrier_tracking', async () => {
  await trackOpenTransports()
})
registerJob('payment_submit', async (payload, job) => submitPayment(Number(payload.paymentId), job.key))
registerJob('payment_sent_mail', async (payload, job) => sendPaymentSent(Number(payload.paymentId), job.key))
registerJob('payment_iban_mail', async (payload, job) => sendIbanRequest(Number(payload.paymentId), job.key))
registerJob('sepa_files', async () => {
  for (const accountId of await accountsWithTransfers()) await buildSepaFile(accountId)
})
registerJob('sepa_file_send', async (payload) => sendSepaFileToBank(Number(payload.fileId)))
registerJob('password_renewal', async (payload, job) => sendPasswordRenewal(String(payload.email), job.key))
registerJob('password_link_mail', async (payload, job) =>
  sendPasswordLink(Number(payload.userId), payload.kind === 'invitation' ? 'invitation' : 'reset', job.key)
)
registerJob('statistics_snapshots', async (payload) =>
  computePreviousWeek(typeof payload.now === 'string' ? payload.now : undefined)
)
registerJob('catalogue_import', async (payload) => runCatalogueImport(Number(payload.importId)))
registerJob('catalogue_export', async (payload) =>
  runCatalogueExport(Number(payload.exportId), exportStyleOf(payload))
)
registerJob('product_popularity', async () => refreshProductPopularity())
registerJob('kept_counts', async () => recountKeptCounts())
registerJob('personal_data_retention', async () => {
  await applyRetention()
})
registerJob('purge_finished_jobs', async (payload) => {
  await purgeFinishedJobs(Number(payload.days ?? 30))
  await purgeOpenIdSessions()
  await purgeConnectorCalls()
})
registerJob('backup', async () => {
  await makeBackup()
  await pruneBackups(settings.backup.keep)
})
