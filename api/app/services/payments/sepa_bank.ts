import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import SepaFile from '#models/sepa_file'
import { enqueue } from '#services/jobs/queue'
import { configuredBank, postSepaFile } from '#services/payments/adapter_provider'
import drive from '@adonisjs/drive/services/main'

/**
 * The bank payment connector's part of the SEPA files: when the account has an active bank payment
 * configuration, each file built (actions/payments/build_sepa_file.ts) is handed to the bank's adapter by a job
 * (`POST /sepa-files`, the file's message id as idempotency key, so a retried job sends it once) instead of
 * waiting for an admin to download it. A 5xx or a timeout is retried with the queue's backoff; a refusal
 * leaves the file for download, the bank's reason in the configuration's call log.
 */
export async function bankTakesFiles(accountId: number) {
  return Boolean(await configuredBank(accountId))
}

/** Queues the hand-off of a file in the transaction that records it. */
export async function sendToBankLater(trx: TransactionClientContract, file: SepaFile) {
  await enqueue('sepa_file_send', { fileId: file.id }, { client: trx, maxAttempts: 8 })
}

/** The job `sepa_file_send`. */
export async function sendSepaFileToBank(fileId: number) {
  const file = await SepaFile.find(fileId)
  if (!file || file.sentAt) return
  const bank = await configuredBank(file.accountId)
  if (!bank) return // Switched off since: the file waits for download.
  const xml = Buffer.from(await drive.use().getBytes(file.fileKey)).toString('utf8')
  const answer = await postSepaFile(bank, file.messageId, xml)
  if (answer.outcome !== 'done') return
  const reference = answer.body.reference
  await db
    .from('sepa_files')
    .where('id', file.id)
    .whereNull('sent_at')
    .update({
      sent_at: DateTime.utc().toSQL({ includeOffset: false }),
      bank_reference: typeof reference === 'string' ? reference.slice(0, 100) : null,
    })
}
