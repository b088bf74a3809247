import type { AddressInfo } from 'node:net'
import ssh2, { type Attributes, type SFTPWrapper } from 'ssh2'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import { authenticate, isActive, recordDeposit, type SftpAccessRow } from '#services/sftp/accesses'
import { depositFile } from '#services/sftp/deposit'
import { DROP_FILE_NAME, depositRefusal, homeOf, resolvePath } from '#services/sftp/paths'

const { STATUS_CODE, OPEN_MODE } = ssh2.utils.sftp

/** A deposit larger than this is refused while it is written (the imports take 100k lines in far less). */
export const MAX_DEPOSIT_BYTES = 200 * 1024 * 1024

/** The refusal as the SFTP client reads it, in English (the admin shows it translated from its code). */
const message = (code: string) => `${code}: ${i18nManager.locale('en').t(`errors.${code}`)}`

const DIRECTORY: Attributes = { mode: 0o40755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 }

interface Upload {
  path: string
  chunks: { offset: number; data: Buffer }[]
  size: number
  failed: boolean
}

/**
 * One SFTP session of an authenticated access: it sees its own folder (empty: deposits are imported,
 * not kept) and may write `products-import.csv` there, nothing else.
 */
function serveSftp(sftp: SFTPWrapper, access: SftpAccessRow) {
  const uploads = new Map<string, Upload>()
  const dirs = new Set<string>()
  let next = 0
  const handle = (prefix: string) => Buffer.from(`${prefix}${next++}`)
  const home = homeOf(access.username)

  const refuse = async (reqId: number, code: Parameters<typeof recordDeposit>[1]['error'], path?: string) => {
    await recordDeposit(access.id, { fileName: path ? path.split('/').pop() : null, error: code })
    sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, message(code!))
  }

  sftp.on('REALPATH', (reqId, path) => {
    const resolved = resolvePath(access.username, path)
    sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: DIRECTORY }])
  })
  const stat = (reqId: number, path: string) => {
    if (resolvePath(access.username, path) === home) return sftp.attrs(reqId, DIRECTORY)
    sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE)
  }
  sftp.on('STAT', stat)
  sftp.on('LSTAT', stat)
  sftp.on('OPENDIR', (reqId, path) => {
    if (resolvePath(access.username, path) !== home) {
      return void refuse(reqId, 'sftp_folder_refused')
    }
    const id = handle('d')
    dirs.add(id.toString())
    sftp.handle(reqId, id)
  })
  sftp.on('READDIR', (reqId) => sftp.status(reqId, STATUS_CODE.EOF))

  sftp.on('OPEN', async (reqId, filename, flags) => {
    if (!(flags & OPEN_MODE.WRITE) || flags & OPEN_MODE.READ) {
      return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, message('sftp_file_name_refused'))
    }
    const refusal = depositRefusal(access.username, filename)
    if (refusal) return refuse(reqId, refusal, filename)
    if (!(await isActive(access.id))) return refuse(reqId, 'sftp_access_inactive', filename)
    const id = handle('f')
    uploads.set(id.toString(), { path: filename, chunks: [], size: 0, failed: false })
    sftp.handle(reqId, id)
  })
  sftp.on('WRITE', (reqId, id, offset, data) => {
    const upload = uploads.get(id.toString())
    if (!upload) return sftp.status(reqId, STATUS_CODE.FAILURE)
    upload.size = Math.max(upload.size, offset + data.length)
    if (upload.size > MAX_DEPOSIT_BYTES) {
      upload.failed = true
      return sftp.status(reqId, STATUS_CODE.FAILURE, message('sftp_import_failed'))
    }
    upload.chunks.push({ offset, data: Buffer.from(data) })
    sftp.status(reqId, STATUS_CODE.OK)
  })
  sftp.on('FSTAT', (reqId, id) => {
    const upload = uploads.get(id.toString())
    if (!upload) return sftp.attrs(reqId, DIRECTORY)
    sftp.attrs(reqId, { ...DIRECTORY, mode: 0o100644, size: upload.size })
  })
  sftp.on('FSETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK))
  sftp.on('SETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK))
  sftp.on('CLOSE', async (reqId, id) => {
    const key = id.toString()
    if (dirs.delete(key)) return sftp.status(reqId, STATUS_CODE.OK)
    const upload = uploads.get(key)
    uploads.delete(key)
    if (!upload) return sftp.status(reqId, STATUS_CODE.FAILURE)
    if (upload.failed) return sftp.status(reqId, STATUS_CODE.FAILURE, message('sftp_import_failed'))
    const content = Buffer.alloc(upload.size)
    for (const chunk of upload.chunks) chunk.data.copy(content, chunk.offset)
    const outcome = await depositFile(access, content, DROP_FILE_NAME)
    if (outcome === 'queued') return sftp.status(reqId, STATUS_CODE.OK)
    sftp.status(
      reqId,
      outcome === 'sftp_access_inactive' ? STATUS_CODE.PERMISSION_DENIED : STATUS_CODE.FAILURE,
      message(outcome)
    )
  })
  for (const refused of ['REMOVE', 'RENAME', 'MKDIR', 'RMDIR', 'READ', 'READLINK', 'SYMLINK'] as const) {
    sftp.on(refused as 'REMOVE', (reqId: number) =>
      sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, message('sftp_file_name_refused'))
    )
  }
}

export interface SftpServer {
  port: number
  close(): Promise<void>
}

/**
 * The SFTP drop of part 1 §4 (ssh2's server, pure JS): password logins of the accounts' accesses, one
 * SFTP subsystem per session, no shell, no forwarding.
 */
export function startSftpServer(options: {
  host: string
  port: number
  hostKey: Buffer
}): Promise<SftpServer> {
  const server = new ssh2.Server({ hostKeys: [options.hostKey] }, (client) => {
    let access: SftpAccessRow | null = null
    client.on('authentication', async (context) => {
      if (context.method !== 'password') return context.reject(['password'])
      try {
        access = await authenticate(context.username, context.password)
      } catch (error) {
        logger.error({ err: error }, 'sftp authentication')
      }
      if (access) context.accept()
      else context.reject(['password'])
    })
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession()
        session.on('sftp', (acceptSftp) => serveSftp(acceptSftp(), access!))
      })
    })
    // A client that drops its connection is no error of ours.
    client.on('error', () => {})
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      server.on('error', (error: Error) => logger.error({ err: error }, 'sftp server'))
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
