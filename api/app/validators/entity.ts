import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'
import { ORGANIZATION_TYPES } from '#domain/entity_tree'
import { email, status, text } from '#validators/rules'
import { latitude, longitude, zipCode } from '#validators/identifiers'

/** The account the entity belongs to, and on update the entity itself (unique external id). */
export interface EntityMeta {
  accountId: number
  entityId?: number
}

/** Part 2 §5: external id at most 45 characters and unique in the account. */
const externalId = () =>
  vine
    .string()
    .trim()
    .maxLength(BOUNDS.externalId.max)
    .unique(async (db, value, field: FieldContext) => {
      const { accountId, entityId } = field.meta as EntityMeta
      const query = db.from('organizations').where('account_id', accountId).where('external_id', value)
      if (entityId) query.whereNot('id', entityId)
      return !(await query.first())
    })

const fields = {
  parentId: vine.number().withoutDecimals().nullable().optional(),
  commonName: text(),
  corporateName: text().nullable().optional(),
  externalId: externalId().nullable().optional(),
  email: email().nullable().optional(),
  status: status().optional(),
  street: text(BOUNDS.address).nullable().optional(),
  streetComplement: text(BOUNDS.address).nullable().optional(),
  zipCode: zipCode().nullable().optional(),
  city: text(BOUNDS.city).nullable().optional(),
  country: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  latitude: latitude().nullable().optional(),
  longitude: longitude().nullable().optional(),
  defaultWarehouseId: vine.number().withoutDecimals().nullable().optional(),
  stockId: vine.number().withoutDecimals().nullable().optional(),
}

export const createEntityValidator = vine.compile(
  vine.object({
    type: vine.enum(ORGANIZATION_TYPES),
    // A buyer the account is linked to, as for categories (part 2 §5).
    buyerAccountId: vine
      .number()
      .withoutDecimals()
      .exists(async (db, value, field: FieldContext) => {
        const { accountId } = field.meta as EntityMeta
        const link = await db
          .from('linked_buyers')
          .where('retailer_account_id', accountId)
          .where('buyer_account_id', value)
          .first()
        return Boolean(link)
      })
      .nullable()
      .optional(),
    ...fields,
  })
)

/** Type and buyer are fixed after creation (part 2 §5): the update does not take them. */
export const updateEntityValidator = vine.compile(vine.object(fields))

/** `organizations/available-parents`: the type of the entity placed, and the entity itself when it moves. */
export const availableParentsValidator = vine.compile(
  vine.object({
    type: vine.enum(ORGANIZATION_TYPES),
    id: vine.number().withoutDecimals().positive().optional(),
  })
)
