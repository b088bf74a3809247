import encryption from '@adonisjs/core/services/encryption'
import { decrypt } from '#services/app_keys'

/**
 * Column options shared by the models. JSON is kept as text so that SQLite and MySQL store it alike;
 * secrets (IBANs, identity numbers, connector credentials) are encrypted with the app key at rest.
 */
export const jsonColumn = <T>(fallback: T) => ({
  prepare: (value: T | null | undefined) => JSON.stringify(value ?? fallback),
  consume: (value: unknown): T =>
    typeof value === 'string' ? JSON.parse(value) : ((value as T) ?? fallback),
})

export const encryptedColumn = {
  prepare: (value: string | null | undefined) => (value ? encryption.encrypt(value) : null),
  consume: (value: string | null) => (value ? (decrypt<string>(value) ?? null) : null),
  serializeAs: null,
}

export const booleanColumn = { consume: (value: unknown) => Boolean(value) }

export const numberColumn = {
  consume: (value: unknown) => (value === null || value === undefined ? null : Number(value)),
}
