import ssh2, { type Attributes, type SFTPWrapper } from 'ssh2'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import { isActive, recordDeposit, type DepositError, type SftpAccessRow } from '#services/sftp/accesses'
import { depositFile } from '#services/sftp/deposit'
import { take } from '#services/sftp/holdings'
import { DROP_FILE_NAME, depositRefusal, homeOf, resolvePath } from '#services/sftp/paths'
import { UploadFile } from '#services/sftp/upload_file'
import { maxMegabytes } from '#services/catalogue_imports/file_check'

const { STATUS_CODE, OPEN_MODE } = ssh2.utils.sftp

/** The refusal as the SFTP client reads it, in English (the admin shows it translated from its code). */
export const sftpMessage = (code: string) =>
  `${code}: ${i18nManager.locale('en').t(`errors.${code}`, { max: maxMegabytes() })}`

const DIRECTORY: Attributes = { mode: 0o40755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 }

interface Handle {
  release: () => void
  upload?: UploadFile
}

/**
 * One SFTP session of an authenticated access: it sees its own folder (empty: deposits are imported,
 * not kept) and may write `products-import.csv` there, nothing else. Each upload goes to a temporary
 * file as it arrives and is refused at the first write past the import limit; the access holds at most
 * SFTP_LIMITS.handlesPerAccess handles. `touch` is called on each request (the idle timeout).
 * Answers what to do when the session ends: its handles are released, unfinished uploads removed.
 */
export function serveSftp(sftp: SFTPWrapper, access: SftpAccessRow, touch: () => void) {
  const handles = new Map<string, Handle>()
  let next = 0
  let ended = false
  const home = homeOf(access.username)
  const on = (event: string, handler: (reqId: number, ...args: any[]) => unknown) =>
    sftp.on(event as 'STAT', (reqId: number, ...args: any[]) => {
      touch()
      new Promise((resolve) => resolve(handler(reqId, ...args))).catch((error) => {
        logger.error({ err: error }, 'sftp request')
        try {
          sftp.status(reqId, STATUS_CODE.FAILURE)
        } catch {
          // The session has ended meanwhile: nobody to answer.
        }
      })
    })

  const refuse = async (reqId: number, code: DepositError, path?: string) => {
    await recordDeposit(access.id, { fileName: path ? path.split('/').pop() : null, error: code })
    sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, sftpMessage(code))
  }
  /**
   * A new handle (a folder's, or a file's with its temporary file), unless the access holds as many as
   * it may: then the client is told and nothing is made.
   */
  const open = async (reqId: number, prefix: 'd' | 'f') => {
    const release = take(access.id, 'handles')
    if (!release) return sftp.status(reqId, STATUS_CODE.FAILURE, sftpMessage('sftp_too_many_sessions'))
    try {
      const id = `${prefix}${next++}`
      const upload = prefix === 'f' ? await UploadFile.create() : undefined
      // The session ended meanwhile: nothing is kept for it.
      if (ended) {
        await upload?.discard()
        return release()
      }
      handles.set(id, { release, upload })
      sftp.handle(reqId, Buffer.from(id))
    } catch (error) {
      release()
      throw error
    }
  }
  const closeHandle = (id: string) => {
    const handle = handles.get(id)
    handles.delete(id)
    handle?.release()
    return handle
  }

  on('REALPATH', (reqId, path: string) => {
    const resolved = resolvePath(access.username, path)
    sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: DIRECTORY }])
  })
  const stat = (reqId: number, path: string) => {
    if (resolvePath(access.username, path) === home) return sftp.attrs(reqId, DIRECTORY)
    sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE)
  }
  on('STAT', stat)
  on('LSTAT', stat)
  on('OPENDIR', (reqId, path: string) => {
    if (resolvePath(access.username, path) !== home) return refuse(reqId, 'sftp_folder_refused')
    open(reqId, 'd')
  })
  on('READDIR', (reqId) => sftp.status(reqId, STATUS_CODE.EOF))

  on('OPEN', async (reqId, filename: string, flags: number) => {
    if (!(flags & OPEN_MODE.WRITE) || flags & OPEN_MODE.READ) {
      return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, sftpMessage('sftp_file_name_refused'))
    }
    const refusal = depositRefusal(access.username, filename)
    if (refusal) return refuse(reqId, refusal, filename)
    if (!(await isActive(access.id))) return refuse(reqId, 'sftp_access_inactive', filename)
    await open(reqId, 'f')
  })
  on('WRITE', async (reqId, id: Buffer, offset: number, data: Buffer) => {
    const upload = handles.get(id.toString())?.upload
    if (!upload) return sftp.status(reqId, STATUS_CODE.FAILURE)
    const wasRefused = upload.refused
    if (await upload.write(offset, data)) return sftp.status(reqId, STATUS_CODE.OK)
    if (!wasRefused)
      await recordDeposit(access.id, { fileName: DROP_FILE_NAME, error: 'sftp_file_too_large' })
    sftp.status(reqId, STATUS_CODE.FAILURE, sftpMessage('sftp_file_too_large'))
  })
  on('FSTAT', (reqId, id: Buffer) => {
    const upload = handles.get(id.toString())?.upload
    if (!upload) return sftp.attrs(reqId, DIRECTORY)
    sftp.attrs(reqId, { ...DIRECTORY, mode: 0o100644, size: upload.size })
  })
  on('FSETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK))
  on('SETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK))
  on('CLOSE', async (reqId, id: Buffer) => {
    const handle = closeHandle(id.toString())
    if (!handle) return sftp.status(reqId, STATUS_CODE.FAILURE)
    const upload = handle.upload
    if (!upload) return sftp.status(reqId, STATUS_CODE.OK)
    if (upload.refused) {
      await upload.discard()
      return sftp.status(reqId, STATUS_CODE.FAILURE, sftpMessage('sftp_file_too_large'))
    }
    const outcome = await depositFile(access, await upload.finish(), DROP_FILE_NAME)
    if (outcome === 'queued') return sftp.status(reqId, STATUS_CODE.OK)
    sftp.status(
      reqId,
      outcome === 'sftp_access_inactive' ? STATUS_CODE.PERMISSION_DENIED : STATUS_CODE.FAILURE,
      sftpMessage(outcome)
    )
  })
  for (const refused of ['REMOVE', 'RENAME', 'MKDIR', 'RMDIR', 'READ', 'READLINK', 'SYMLINK']) {
    on(refused, (reqId) =>
      sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, sftpMessage('sftp_file_name_refused'))
    )
  }

  return async () => {
    ended = true
    for (const id of [...handles.keys()]) await closeHandle(id)?.upload?.discard()
  }
}
