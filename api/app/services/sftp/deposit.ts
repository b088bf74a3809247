import logger from '@adonisjs/core/services/logger'
import { queueCatalogueImport } from '#services/catalogue_imports/queue'
import { isActive, recordDeposit, type DepositError, type SftpAccessRow } from '#services/sftp/accesses'

/**
 * A file written in full: queued as a product import (create and update) of the access's account, unless
 * the access was deactivated meanwhile. The outcome is kept for the settings screen.
 */
export async function depositFile(
  access: SftpAccessRow,
  csv: Buffer,
  fileName: string
): Promise<'queued' | DepositError> {
  if (!(await isActive(access.id))) {
    await recordDeposit(access.id, { fileName, error: 'sftp_access_inactive' })
    return 'sftp_access_inactive'
  }
  try {
    const row = await queueCatalogueImport({
      destinationAccountId: access.account_id,
      sourceAccountId: access.account_id,
      createdById: access.activated_by_id,
      origin: 'sftp',
      dataType: 'product',
      strategy: 'create_and_update',
      csv,
      fileName,
    })
    await recordDeposit(access.id, { fileName, importId: row.id })
    return 'queued'
  } catch (error) {
    logger.error({ err: error, accountId: access.account_id }, 'sftp deposit')
    await recordDeposit(access.id, { fileName, error: 'sftp_import_failed' })
    return 'sftp_import_failed'
  }
}
