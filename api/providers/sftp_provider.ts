import type { ApplicationService } from '@adonisjs/core/types'
import type { SftpServer } from '#services/sftp/server'

/**
 * Starts the SFTP drop with each web process of `npm start` (the processes share its port as they share
 * the HTTP one). A port already taken is logged, not fatal: the back office keeps working without the drop.
 */
export default class SftpProvider {
  #server: SftpServer | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { sftpSettings } = await import('#services/sftp/config')
    const config = sftpSettings()
    if (!config.enabled) return
    const { hostKeyAt } = await import('#services/sftp/host_key')
    const { startSftpServer } = await import('#services/sftp/server')
    const logger = await this.app.container.make('logger')
    try {
      this.#server = await startSftpServer({
        host: config.host,
        port: config.port,
        hostKey: hostKeyAt(config.hostKeyPath),
      })
      logger.info(`SFTP drop listening on ${config.host}:${this.#server.port}`)
    } catch (error) {
      logger.error({ err: error }, `SFTP drop not started on ${config.host}:${config.port}`)
    }
  }

  async shutdown() {
    await this.#server?.close()
  }
}
