import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import Import from '#models/import'
import { signIn } from '#tests/functional/products/fixtures'
import { runCatalogueImport } from '#actions/catalogue_imports/run_import'

export const ADMIN = 'admin@demo-retail.test'
export const OTHER_ADMIN = 'admin@other-retail.test'
export const SELLER = 'seller@demo-retail.test'

export const PRODUCT_HEADER =
  'id;category_identifier;label;brand;ean_code;tac_codes;status;buyback_price_grade_a;buyback_price_grade_b'

export const csv = (header: string, ...lines: string[]) => Buffer.from([header, ...lines].join('\n'))

export async function accountOf(email: string) {
  return (await User.findByOrFail('email', email)).accountId
}

export async function tokens() {
  return signIn([ADMIN, OTHER_ADMIN, SELLER])
}

/** The load step: checks the file, writes nothing. */
export const checkFile = (
  client: ApiClient,
  token: string,
  accountId: number,
  body: Buffer,
  fields: { dataType?: string; strategy?: string } = {}
) =>
  client
    .post(`/api/accounts/${accountId}/imports/check`)
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .field('dataType', fields.dataType ?? 'product')
    .field('strategy', fields.strategy ?? 'create')
    .file('file', body, { filename: 'catalogue.csv' })

/** Queues the import, then runs its job as the worker would; answers the finished import as the API shows it. */
export async function importFile(
  client: ApiClient,
  token: string,
  accountId: number,
  body: Buffer,
  fields: { dataType?: string; strategy?: string } = {}
) {
  const queued = await client
    .post(`/api/accounts/${accountId}/imports`)
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .field('dataType', fields.dataType ?? 'product')
    .field('strategy', fields.strategy ?? 'create')
    .file('file', body, { filename: 'catalogue.csv' })
  queued.assertStatus(202)
  await runCatalogueImport(queued.body().id)
  const shown = await client.get(`/api/accounts/${accountId}/imports/${queued.body().id}`).bearerToken(token)
  shown.assertStatus(200)
  return shown.body()
}

export const importRow = (id: number) => Import.findOrFail(id)
