import type { AddressInfo } from 'node:net'
import ssh2 from 'ssh2'
import logger from '@adonisjs/core/services/logger'
import type { SftpAccessRow } from '#services/sftp/accesses'
import { SFTP_LIMITS } from '#services/sftp/config'
import { take } from '#services/sftp/holdings'
import { logInSftp } from '#services/sftp/login'
import { serveSftp } from '#services/sftp/session'

export interface SftpServer {
  port: number
  close(): Promise<void>
}

/**
 * The SFTP drop of part 1 §4 (ssh2's server, pure JS): password logins of the accounts' accesses through
 * the back office's login limiter, at most SFTP_LIMITS.sessionsPerAccess sessions per access, one SFTP
 * subsystem per session, no shell, no forwarding; a connection idle for `idleTimeoutMs` is closed.
 */
export function startSftpServer(options: {
  host: string
  port: number
  hostKey: Buffer
  idleTimeoutMs?: number
}): Promise<SftpServer> {
  const idleTimeoutMs = options.idleTimeoutMs ?? SFTP_LIMITS.idleTimeoutMs
  const server = new ssh2.Server({ hostKeys: [options.hostKey] }, (client, info) => {
    let access: SftpAccessRow | null = null
    let timer: NodeJS.Timeout | undefined
    const touch = () => {
      clearTimeout(timer)
      timer = setTimeout(() => client.end(), idleTimeoutMs)
    }
    const endings: (() => unknown)[] = [() => clearTimeout(timer)]
    touch()
    client.on('authentication', async (context) => {
      touch()
      if (context.method !== 'password') return context.reject(['password'])
      try {
        access = await logInSftp(context.username, context.password, info.ip)
      } catch (error) {
        logger.error({ err: error }, 'sftp authentication')
      }
      if (access) context.accept()
      else context.reject(['password'])
    })
    client.on('ready', () => {
      client.on('session', (acceptSession, rejectSession) => {
        touch()
        const release = take(access!.id, 'sessions')
        if (!release) return rejectSession()
        const session = acceptSession()
        endings.push(release)
        session.once('close', release)
        session.on('sftp', (acceptSftp) => {
          const end = serveSftp(acceptSftp(), access!, touch)
          endings.push(end)
          session.once('close', end)
        })
      })
    })
    client.on('close', () => {
      for (const end of endings) Promise.resolve(end()).catch(() => {})
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
