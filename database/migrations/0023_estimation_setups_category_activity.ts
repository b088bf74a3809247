import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An estimation setup now says whether its category and every category above it are active (an inactive
 * category's products are not estimated). The setups stored before lack it: they are dropped, and each is
 * built again by the next estimate of its category.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.from('estimation_setups').delete()
    })
  }

  async down() {}
}
