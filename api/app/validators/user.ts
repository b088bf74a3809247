import vine from '@vinejs/vine'
import { email, password, status, text } from '#validators/rules'

const uniqueEmail = (exceptId?: number) =>
  email().unique(async (db, value) => {
    const query = db.from('users').where('email', value)
    if (exceptId) query.whereNot('id', exceptId)
    return !(await query.first())
  })

export const createUserValidator = vine.compile(
  vine.object({
    email: uniqueEmail(),
    firstname: text(),
    lastname: text(),
    status: status().optional(),
    password: password(),
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
    })
  )
