import vine from '@vinejs/vine'
import { email, password, status, text } from '#validators/rules'
import { MODULES, USER_TYPES } from '#permissions/names'

const uniqueEmail = (exceptId?: number) =>
  email().unique(async (db, value) => {
    const query = db.from('users').where('email', value)
    if (exceptId) query.whereNot('id', exceptId)
    return !(await query.first())
  })

/** Part 2 §5 "User": at least one module, each with a role and a parent entity (checked by the action). */
const modules = () =>
  vine
    .array(
      vine.object({
        module: vine.enum(MODULES),
        role: vine.enum(USER_TYPES),
        organizationId: vine.number().withoutDecimals().nullable().optional(),
      })
    )
    .minLength(1)

export const createUserValidator = vine.compile(
  vine.object({
    email: uniqueEmail(),
    firstname: text(),
    lastname: text(),
    status: status().optional(),
    password: password(),
    forceConnectionBySso: vine.boolean().optional(),
    modules: modules(),
  })
)

export const updateUserValidator = (userId: number) =>
  vine.compile(
    vine.object({
      email: uniqueEmail(userId).optional(),
      firstname: text().optional(),
      lastname: text().optional(),
      status: status().optional(),
      password: password().optional(),
      forceConnectionBySso: vine.boolean().optional(),
      modules: modules().optional(),
    })
  )
