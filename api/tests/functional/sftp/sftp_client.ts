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
