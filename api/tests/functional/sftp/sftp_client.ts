import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import ssh2 from 'ssh2'

/**
 * A real SFTP client on loopback (ssh2's Client): logs in with a password and writes one file. Answers
 * `null` when the file was accepted, else the failure as the client sees it.
 */
export function deposit(options: {
  port: number
  username: string
  password: string
  path: string
  content: string | Buffer
}): Promise<{ stage: 'login' | 'write'; message: string; code?: number } | null> {
  return new Promise((resolve) => {
    const client = new ssh2.Client()
    let settled = false
    const done = (result: { stage: 'login' | 'write'; message: string; code?: number } | null) => {
      if (settled) return
      settled = true
      client.end()
      resolve(result)
    }
    client.on('error', (error) => done({ stage: 'login', message: error.message }))
    client.on('ready', () => {
      client.sftp((error, sftp) => {
        if (error) return done({ stage: 'login', message: error.message })
        sftp.writeFile(options.path, options.content, (failure) =>
          done(
            failure
              ? { stage: 'write', message: failure.message, code: (failure as any).code as number }
              : null
          )
        )
      })
    })
    client.connect({
      host: '127.0.0.1',
      port: options.port,
      username: options.username,
      password: options.password,
      readyTimeout: 5000,
      // The test server's key is new on each run: nothing to pin.
      hostVerifier: () => true,
    })
  })
}

export interface SftpConnection {
  client: ssh2.Client
  /** A new SFTP session on the connection, or the error that refused it. */
  session(): Promise<ssh2.SFTPWrapper>
  /** Resolves once the server has closed the connection (or it was ended). */
  closed: Promise<void>
  end(): void
}

/** A logged-in SSH connection on loopback, to open sessions and handles by hand. */
export function connect(options: { port: number; username: string; password: string }) {
  return new Promise<SftpConnection>((resolve, reject) => {
    const client = new ssh2.Client()
    const closed = new Promise<void>((done) => client.once('close', () => done()))
    client.once('error', reject)
    client.once('ready', () =>
      resolve({
        client,
        closed,
        end: () => client.end(),
        session: () =>
          new Promise((opened, refused) =>
            client.sftp((error, sftp) => (error ? refused(error) : opened(sftp)))
          ),
      })
    )
    client.connect({
      host: '127.0.0.1',
      port: options.port,
      username: options.username,
      password: options.password,
      readyTimeout: 5000,
      hostVerifier: () => true,
    })
  })
}

/** Opens a file for writing on a session: its handle, or the refusal. */
export const openForWrite = (sftp: ssh2.SFTPWrapper, path: string) =>
  new Promise<Buffer>((resolve, reject) =>
    sftp.open(path, 'w', (error, handle) => (error ? reject(error) : resolve(handle)))
  )

/** One WRITE at a given offset. */
export const writeAt = (sftp: ssh2.SFTPWrapper, handle: Buffer, data: Buffer, offset: number) =>
  new Promise<void>((resolve, reject) =>
    sftp.write(handle, data, 0, data.length, offset, (error) => (error ? reject(error) : resolve()))
  )

export const closeHandle = (sftp: ssh2.SFTPWrapper, handle: Buffer) =>
  new Promise<void>((resolve, reject) => sftp.close(handle, (error) => (error ? reject(error) : resolve())))

/**
 * Streams `total` bytes of CSV lines to the drop, 64 KiB at a time, made as they are sent (the client
 * holds no file). Answers how many bytes were handed to the stream and the refusal, if any.
 */
export async function streamDeposit(sftp: ssh2.SFTPWrapper, path: string, total: number) {
  const line = Buffer.from(';apple-iphone;Streamed phone;Apple;;;draft;10;;\n')
  const chunk = Buffer.alloc(64 * 1024)
  for (let at = 0; at < chunk.length; at += line.length) line.copy(chunk, at)
  let sent = 0
  async function* lines() {
    yield Buffer.from(
      'id;category_identifier;label;brand;ean_code;tac_codes;status;buyback_price_grade_a;buyback_price_grade_b\n'
    )
    while (sent < total) {
      sent += chunk.length
      yield Buffer.from(chunk)
    }
  }
  try {
    await pipeline(Readable.from(lines()), sftp.createWriteStream(path))
    return { sent, error: null }
  } catch (error) {
    return { sent, error: error as Error & { code?: number } }
  }
}
