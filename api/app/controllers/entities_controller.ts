import type { HttpContext } from '@adonisjs/core/http'
import { presentEntity, presentModuleCount } from '#presenters/entity'
import { availableParentsValidator, createEntityValidator, updateEntityValidator } from '#validators/entity'
import { createEntity } from '#actions/entities/create_entity'
import { updateEntity } from '#actions/entities/update_entity'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { withAccountNames } from '#services/account_names'
import { issueVisitorToken } from '#services/auth/visitor_tokens'
import { entityList } from '#queries/entities/list'
import { visibleEntity } from '#queries/entities/tree_order'
import {
  availableParents,
  connectedWarehouses,
  entityRoot,
  entityTree,
  storefrontEntity,
} from '#queries/entities/tree'
import { entitiesByModule, usersByModule } from '#queries/entities/module_counts'

/** The search token of `typesense`: a storefront page asks again when it has expired. */
const SEARCH_TOKEN_LIFETIME_MS = 15 * 60 * 1000

/** The organisation tree of part 1 §2 "Entities", in the ra-data-json-server dialect. */
export default class EntitiesController {
  /** Sorted by tree path by default, so that the list reads as the tree (each row has its depth). */
  async index(ctx: HttpContext) {
    return withAccountNames((await entityList(ctx)).map(presentEntity))
  }

  /** Part 2 §7 `organizations/tree`: every entity the caller sees, in tree order, not paged. */
  async tree({ actor }: HttpContext) {
    return withAccountNames((await entityTree(actor)).map(presentEntity))
  }

  /** Part 2 §7 `organizations/root`: the top of the caller's tree (its account's root entity). */
  async root({ actor }: HttpContext) {
    return presentEntity(await entityRoot(actor))
  }

  /**
   * Part 2 §7 `organizations/{id}/typesense`: the search index's token and address. The product search runs
   * in the database (services/product_search), so this answers that search's own: a short-lived visitor
   * token of the organisation's account, which `GET /api/storefront/products` (the `url`) takes as its
   * bearer token. Only an organisation of the caller's own storefront account is found.
   */
  async typesense(ctx: HttpContext) {
    const entity = await storefrontEntity(ctx.storefrontCaller.accountId, ctx.params.id)
    const { token, expiresAt } = issueVisitorToken(entity.accountId, SEARCH_TOKEN_LIFETIME_MS)
    return { token, expiresAt, url: '/api/storefront/products', accountId: entity.accountId }
  }

  /**
   * Part 2 §7 `organizations/available-parents`: the entities the caller sees that an entity of `type` may
   * hang under; for an entity that moves (`id`), neither itself nor what is under it.
   */
  async availableParents({ request, actor }: HttpContext) {
    const { type, id } = await request.validateUsing(availableParentsValidator, { data: request.qs() })
    return (await availableParents(actor, type, id)).map(presentEntity)
  }

  /**
   * Part 2 §7 `organizations/{id}/module-count`: the entities of the subtree of an entity (itself included)
   * by the module each belongs to.
   */
  async moduleCount({ params, actor }: HttpContext) {
    const entity = await visibleEntity(actor, params.id)
    return presentModuleCount(entity, await entitiesByModule(actor, entity))
  }

  /**
   * Part 2 §7 `organizations/{id}/users-module-count`: the users whose module hangs on the entity or under
   * it, by module (a user with two modules there counts in each).
   */
  async usersModuleCount({ params, actor }: HttpContext) {
    const entity = await visibleEntity(actor, params.id)
    return presentModuleCount(entity, await usersByModule(actor, entity))
  }

  /** Part 2 §7 `organizations/connected-warehouses`: the workshops the caller's account sends items to. */
  async connectedWarehouses({ actor }: HttpContext) {
    return (await connectedWarehouses(actor)).map(presentEntity)
  }

  async show({ params, actor }: HttpContext) {
    return presentEntity(await visibleEntity(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(createEntityValidator, { meta: { accountId } })
    return response.created(presentEntity(await createEntity(actor, accountId, fields, i18n)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const entity = await visibleEntity(actor, params.id)
    claimEdit(entity, request.input('version'))
    const fields = await request.validateUsing(updateEntityValidator, {
      meta: { accountId: entity.accountId, entityId: entity.id },
    })
    return presentEntity(await updateEntity(actor, entity, fields, i18n))
  }
}
