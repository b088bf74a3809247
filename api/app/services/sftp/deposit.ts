import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import logger from '@adonisjs/core/services/logger'
import { queueCatalogueImport } from '#actions/catalogue_imports/queue_catalogue_import'
import { isActive, recordDeposit, type DepositError, type SftpAccessRow } from '#services/sftp/accesses'

/**
 * A file written in full (a temporary file, removed here whatever the outcome): streamed to the uploads
 * drive and queued as a product import (create and update) of the access's account, as an upload of the
 * wizard is, unless the access was deactivated meanwhile. The import job checks the whole file before
 * writing anything (file_check.ts). The outcome is kept for the settings screen.
 */
export async function depositFile(
  access: SftpAccessRow,
  path: string,
  fileName: string
): Promise<'queued' | DepositError> {
  try {
    if (!(await isActive(access.id))) {
      await recordDeposit(access.id, { fileName, error: 'sftp_access_inactive' })
      return 'sftp_access_inactive'
    }
    const row = await queueCatalogueImport({
      destinationAccountId: access.account_id,
      sourceAccountId: access.account_id,
      createdById: access.activated_by_id,
      origin: 'sftp',
      dataType: 'product',
      strategy: 'create_and_update',
      csv: createReadStream(path),
      fileName,
    })
    await recordDeposit(access.id, { fileName, importId: row.id })
    return 'queued'
  } catch (error) {
    logger.error({ err: error, accountId: access.account_id }, 'sftp deposit')
    await recordDeposit(access.id, { fileName, error: 'sftp_import_failed' })
    return 'sftp_import_failed'
  } finally {
    await rm(path, { force: true })
  }
}
