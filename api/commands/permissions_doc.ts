import { mkdir, writeFile } from 'node:fs/promises'
import { BaseCommand } from '@adonisjs/core/ace'
import { permissionsDocument } from '#permissions/document'

export default class PermissionsDoc extends BaseCommand {
  static commandName = 'permissions:doc'
  static description = 'Write docs/permissions.md from the permission table'

  async run() {
    await mkdir(this.app.makePath('docs'), { recursive: true })
    await writeFile(this.app.makePath('docs/permissions.md'), permissionsDocument())
    this.logger.success('docs/permissions.md written')
  }
}
