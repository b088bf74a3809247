import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Prints the signed accept and decline links of a buy-back whose proposal waits for its customer, as the
 * e-mail carries them: for customer service (a customer who lost the e-mail) and for the end-to-end tests.
 */
export default class LitigationLinks extends BaseCommand {
  static commandName = 'litigation:links'
  static description = 'Print the signed accept/decline links of a pending litigation proposal (JSON)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Buy-back identification number (13 digits)', required: false })
  declare number?: string

  @flags.boolean({ description: 'Take the oldest buy-back whose proposal is pending' })
  declare firstPending: boolean

  @flags.boolean({
    description: 'Print every buy-back whose proposal is pending, oldest first (a JSON array)',
  })
  declare allPending: boolean

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    // Outside the HTTP server the routes are registered but not committed: commit them to sign their paths.
    await import('#start/routes')
    const router = await this.app.container.make('router')
    router.commit()
    const { litigationState, proposalLinks } = await import('#actions/litigation/shared')
    const { publicBaseUrl } = await import('#services/mail/mail_frame')
    const query = db
      .from('buybacks')
      .join('status_history', 'status_history.buyback_id', 'buybacks.id')
      .where('status_history.event', 'proposal_sent')
      .where('status_history.subject_type', 'buyback')
      .select('buybacks.id', 'buybacks.identification_number', 'buybacks.account_id')
      .orderBy('buybacks.id')
    if (this.number) query.where('buybacks.identification_number', this.number)
    const pending = []
    for (const row of await query) {
      if ((await litigationState(row.id)) !== 'pending') continue
      const links = proposalLinks(await publicBaseUrl(row.account_id), row.id)
      pending.push({ id: row.id, number: row.identification_number, ...links })
      if (!this.allPending) break
    }
    if (this.allPending) return this.logger.log(JSON.stringify(pending))
    if (pending.length) return this.logger.log(JSON.stringify(pending[0]))
    this.logger.error('No pending proposal found')
    this.exitCode = 1
  }
}
