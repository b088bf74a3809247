import User from '#models/user'

export * from '../../../database/factories/index.js'

/** An access token of `user`, issued as the login route issues it, without hashing a password. */
export async function tokenFor(user: User) {
  const token = await User.accessTokens.create(user, ['*'], { name: 'back-office' })
  return token.value!.release()
}
