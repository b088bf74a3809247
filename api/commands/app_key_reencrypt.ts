import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace app-key:reencrypt`, after a rotation of APP_KEY (the old key listed in APP_KEY_PREVIOUS): the
 * stored secrets move to the current key; says what it moved and what still needs a previous key.
 */
export default class AppKeyReencrypt extends BaseCommand {
  static commandName = 'app-key:reencrypt'
  static description =
    'Encrypt again under APP_KEY the stored secrets written under a key of APP_KEY_PREVIOUS'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { reencryptSecrets } = await import('#actions/app_keys/reencrypt_secrets')
    const { columns, registerUnderPreviousKeys } = await reencryptSecrets()
    for (const { table, column, moved, unreadable } of columns) {
      this.logger.info(
        `${table}.${column}: ${moved} moved to APP_KEY${unreadable ? `, ${unreadable} opened by no key` : ''}`
      )
      if (unreadable) this.exitCode = 1
    }
    if (registerUnderPreviousKeys) {
      this.logger.warning(
        `${registerUnderPreviousKeys} purchase register entries stay under a previous key (the register is never rewritten): keep that key in APP_KEY_PREVIOUS`
      )
    } else {
      this.logger.success(
        'Nothing stored needs a previous key any more: APP_KEY_PREVIOUS may be emptied once the links sent under it have expired'
      )
    }
  }
}
