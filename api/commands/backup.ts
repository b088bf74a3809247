import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `npm run backup`: one archive (database, stored files, manifest) in BACKUP_DIR, taken while the product
 * runs; its path is the last line printed.
 */
export default class Backup extends BaseCommand {
  static commandName = 'backup'
  static description = 'Write one backup archive (database, stored files, manifest) into BACKUP_DIR'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { makeBackup } = await import('#services/backup/make_backup')
    try {
      const { path, manifest } = await makeBackup()
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)
      this.logger.success(`${rows} rows, ${manifest.files.length} files`)
      console.log(path)
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
    }
  }
}
