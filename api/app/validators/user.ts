import vine from '@vinejs/vine'
import { email, password, status, text } from '#validators/rules'
import { MODULES, USER_TYPES } from '#permissions/names'
import { LANGUAGES } from '#services/localized_text'

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

/** How a new user gets a password: an e-mailed link to set it, or the one the admin typed. */
export const PASSWORD_MODES = ['invitation', 'password'] as const

const passwordChoice = () => ({
  passwordMode: vine.enum(PASSWORD_MODES),
  password: password().optional().requiredWhen('passwordMode', '=', 'password'),
})

export const createUserValidator = vine.compile(
  vine.object({
    email: uniqueEmail(),
    firstname: text(),
    lastname: text(),
    status: status().optional(),
    ...passwordChoice(),
    forceConnectionBySso: vine.boolean().optional(),
    modules: modules(),
  })
)

/** `POST /clients/:id/admins`: the client's first administrator. */
export const clientAdminValidator = vine.compile(
  vine.object({
    email: uniqueEmail(),
    firstname: text(),
    lastname: text(),
    language: vine.enum(LANGUAGES).optional(),
    ...passwordChoice(),
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
