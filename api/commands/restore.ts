import { resolve } from 'node:path'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `npm run restore -- <archive>`: the archive's database and files into the configured ones (refused when
 * they hold anything, unless --force), checked against its manifest, then migrated to this version.
 */
export default class Restore extends BaseCommand {
  static commandName = 'restore'
  static description = 'Restore a backup archive into the configured database and storage, then migrate'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The archive written by npm run backup' })
  declare archive: string

  @flags.boolean({ description: 'Replace a database or storage that is not empty' })
  declare force: boolean

  async run() {
    const { restoreBackup } = await import('#services/backup/restore_backup')
    // npm runs the workspace's script in api/: a relative path is the caller's.
    const archive = resolve(process.env.INIT_CWD ?? process.cwd(), this.archive)
    try {
      const manifest = await restoreBackup(archive, { force: this.force })
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)
      this.logger.success(`restored ${rows} rows and ${manifest.files.length} files of ${manifest.createdAt}`)
    } catch (error) {
      this.logger.error(`restore refused: ${(error as Error).message}`)
      this.exitCode = 1
      return
    }
    const migrate = await this.kernel.exec('migration:run', ['--force'])
    if (migrate.exitCode) this.exitCode = 1
  }
}
