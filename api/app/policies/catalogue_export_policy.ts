import AppPolicy from '#policies/app_policy'
import { EXPORT_PERMISSIONS, type CatalogueExportType } from '#domain/catalogue_exports'
import type { Actor } from '#services/actor'

/**
 * Who may export a catalogue, follow its export or download its file: whoever may read that catalogue's
 * list (part 2 §6), beside the route's `exports` permission (the platform admin through the base policy).
 * Whose export it is is the tenancy's to say: another account's is not found.
 */
export default class CatalogueExportPolicy extends AppPolicy {
  manage(actor: Actor, type: CatalogueExportType) {
    return actor.can(EXPORT_PERMISSIONS[type])
  }
}
