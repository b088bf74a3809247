import { readdir, readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { VineValidator } from '@vinejs/vine'
import type { AccessRule } from '#middleware/access_middleware'
import { DEFAULT_ITEMS_PER_PAGE } from '#services/list_dialect'

/**
 * The OpenAPI 3.1 description of the API (`GET /api/openapi.json`), made from what answers the calls, never
 * written beside it:
 * - the paths, methods and parameters are the router's routes (start/routes/*.ts), their matchers give the
 *   parameters' types;
 * - who may call each is its `access` rule (start/routes/access.ts): public, a storefront visitor's token, a
 *   signed-in user, or a permission of the caller's current module (`X-Module`);
 * - the bodies and queries are the JSON schemas of the VineJS validators the route's controller method
 *   validates with (`validator.toJSONSchema()`): read from the method's own code, so that a validator a
 *   controller starts using is described without a word here;
 * - a list (a method that pages with services/list_query.ts) takes both list dialects.
 * Only what neither the routes nor the validators can say is written here: the notes of a few calls.
 */
type Schema = Record<string, any>
type Route = ReturnType<typeof router.toJSON>[string][number]

/** What the code cannot say of a call (keyed `METHOD /pattern`). */
const NOTES: Record<string, string> = {
  'GET /api/organizations/:id/typesense':
    'The token and address of the search index of part 2 §7. The product search runs in the database, not in a ' +
    'Typesense cluster: this answers the product’s own search instead, a short-lived search token scoped to ' +
    'the account of the organisation (`token`, `expiresAt`) and the address of the storefront product search ' +
    '(`url`, `GET /api/storefront/products`) that accepts it as its bearer token.',
  'POST /api/carts':
    'Besides the buy-backs of part 2 §7, the body carries `idempotencyKey`, a key the client makes once per ' +
    'submission (16 to 64 letters, digits, `-` or `_`): submitting again with the same key answers the same cart.',
  'POST /api/store/:storeId/buybacks':
    'Besides the buy-backs of part 2 §7, the body carries `idempotencyKey` (as `POST /api/carts`): the same key ' +
    'answers the same buy-backs.',
  'GET /api/open-id/authorization-url':
    'Besides `domain` (part 2 §7) the query carries `bindingHash`, the SHA-256 (base64url) of a secret the browser ' +
    'keeps for the attempt: the callback must bring that secret back, so that a link cannot be replayed elsewhere.',
  'POST /api/webtoken-with-account-and-ord':
    'A storefront page’s visitor token (as `POST /api/auth/anonymous`) for the storefront whose address `url` ' +
    'names: `token`, `expiresAt`, `ord` (the account’s root organisation) and `account` (`id`, `commonName`).',
  'GET /api/buybacks/:id/instructions':
    'The circuit’s instructions for handing the product over, in order (`sequence`, `label`, `type`), and the ' +
    'category’s `highlightedInstruction`.',
  'GET /api/buybacks/:id/additional-infos':
    'What was declared beside the product: `imei`, `serialNumber`, `externalCode`, `comment` and the diagnosis ' +
    'answers (`diagnostic`).',
  'GET /api/payment/account/:id/by-buyer-feature-available':
    'Whether the account’s buy-backs may be paid by their buyer (`available`, its root details’ ' +
    '`buyerPaymentEnabled`). Only the caller’s own account is found.',
  'GET /api/organizations/public':
    'The active stores of the caller’s storefront account (as `GET /api/storefront/stores`).',
  'GET /api/organizations/available-parents':
    'The entities an entity of `type` may hang under; with `id` (an entity that moves), neither it nor its subtree.',
  'GET /api/organizations/connected-warehouses':
    'The workshops the caller’s account sends items to, as its enabled warehouse dispatch rules name them.',
  'GET /api/organizations/:id/module-count':
    'The entities of the entity’s subtree (itself included) by module: `total` and `byModule`.',
  'GET /api/organizations/:id/users-module-count':
    'The users whose module hangs on the entity or under it, by module: `total` and `byModule`.',
  'GET /api/categories/with-products':
    'The categories holding at least one product: `id`, `label`, `parentId`.',
  'GET /api/categories/connected-tree':
    'The tree (`children`) of the categories with an active circuit, with their ancestors.',
  'GET /api/categories/:id/checkpoints-to-archive':
    'The active diagnostic questions of the category and of the categories under it, which archiving it takes along.',
  'GET /api/openapi.json': 'This description.',
}

const PATCH_TYPES = ['application/json', 'application/merge-patch+json']

const ERROR: Schema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'A code of the error catalogue (part 2 §8).' },
    message: { type: 'string', description: 'The message, in the language of Accept-Language.' },
    requestId: { type: 'string' },
  },
}

const VALIDATION: Schema = {
  type: 'object',
  required: ['code', 'message', 'errors'],
  properties: {
    code: { const: 'validation_failed' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, rule: { type: 'string' }, message: { type: 'string' } },
      },
    },
    requestId: { type: 'string' },
  },
}

const errorAnswer = (description: string, schema = '#/components/schemas/Error') => ({
  description,
  content: { 'application/json': { schema: { $ref: schema } } },
})

/** The parameters both list dialects take (services/list_dialect.ts). */
const LIST_PARAMETERS: Schema[] = [
  ['page', { type: 'integer', minimum: 1 }, 'The page (specification’s dialect).'],
  [
    'itemsPerPage',
    { type: 'integer', minimum: 1, default: DEFAULT_ITEMS_PER_PAGE },
    'Rows per page (specification’s dialect).',
  ],
  [
    'order',
    { type: 'object', additionalProperties: { enum: ['asc', 'desc'] } },
    '`order[field]=asc|desc`, several in the order given.',
    'deepObject',
  ],
  [
    'perPage',
    { type: 'integer', minimum: 1 },
    'Rows per page, as `itemsPerPage` (the categories row’s name).',
  ],
  [
    'sort',
    { type: 'string' },
    'A sorted field with `order=asc|desc`, as `order[field]` (the categories row’s form).',
  ],
  [
    'exists',
    { type: 'object', additionalProperties: { enum: ['true', 'false'] } },
    '`exists[field]=true|false`: the field set or not, on the fields a list declares.',
    'deepObject',
  ],
  ['pagination', { enum: ['true', 'false'] }, '`false`: every row, up to the list’s page size.'],
  ['partial', { enum: ['true', 'false'] }, '`true`: no total counted (no `hydra:totalItems`).'],
  ['_start', { type: 'integer', minimum: 0 }, 'First row (back office’s dialect).'],
  ['_end', { type: 'integer', minimum: 0 }, 'Row after the last (back office’s dialect).'],
  ['_sort', { type: 'string' }, 'Sorted field (back office’s dialect).'],
  ['_order', { enum: ['ASC', 'DESC', 'asc', 'desc'] }, 'Sort direction (back office’s dialect).'],
  ['q', { type: 'string' }, 'Full-text search.'],
  ['id', { type: 'array', items: { type: 'string' } }, 'Only these rows (`id=1&id=2`).', 'form'],
].map(([name, schema, description, style]) => ({
  name,
  in: 'query',
  required: false,
  schema,
  description,
  ...(style ? { style, explode: true } : {}),
}))

const HYDRA_COLLECTION: Schema = {
  type: 'object',
  required: ['@context', '@id', '@type', 'hydra:member', 'hydra:view'],
  properties: {
    '@context': { type: 'object' },
    '@id': { type: 'string' },
    '@type': { const: 'hydra:Collection' },
    'hydra:member': { type: 'array', items: { type: 'object' } },
    'hydra:totalItems': { type: 'integer', description: 'Absent on a partial list.' },
    'hydra:view': { type: 'object' },
  },
}

/** The validators of app/validators, by the name they are exported with. */
async function validatorsByName() {
  const folder = app.makePath('app', 'validators')
  const names = (await readdir(folder))
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/\.(ts|js)$/, ''))
  const found = new Map<string, VineValidator<any, any>>()
  for (const name of new Set(names)) {
    const module = await import(`#validators/${name}`)
    for (const [exported, value] of Object.entries(module)) {
      const validator = asValidator(value)
      if (validator) found.set(exported, validator)
    }
  }
  return found
}

/** A compiled validator, or one a factory makes (its arguments only tune a rule's lookup, never the shape). */
function asValidator(value: unknown): VineValidator<any, any> | null {
  if (value instanceof VineValidator) return value
  if (typeof value !== 'function' || value.prototype) return null
  try {
    const made = (value as (...args: unknown[]) => unknown)()
    return made instanceof VineValidator ? made : null
  } catch {
    return null
  }
}

interface Handler {
  controller: string
  method: string
  source: string
}

/** The controller method a route calls, with its code (a function route has none). */
async function handlerOf(route: Route): Promise<Handler | null> {
  const handler = route.handler as any
  if (typeof handler === 'function' || !Array.isArray(handler.reference)) return null
  const [lazy, method = 'handle'] = handler.reference
  const controller = typeof lazy === 'function' && !lazy.prototype ? (await lazy()).default : lazy
  const fn = controller?.prototype?.[method]
  if (typeof fn !== 'function') return null
  const name = String(controller.name)
    .replace(/Controller$/, '')
    .replace(/^./, (c) => c.toLowerCase())
  const file =
    typeof lazy === 'function' ? /import\(['"](#controllers\/[a-z0-9_]+)['"]\)/.exec(String(lazy)) : null
  // The controller's own helpers it calls (`this.act(ctx, 'start')`) are the route's code too.
  const own = [...String(fn).matchAll(/\bthis\.([A-Za-z0-9_]+)\(/g)]
    .map(([, helper]) => controller.prototype[helper])
    .filter((helper) => typeof helper === 'function' && helper !== fn)
  const source = [fn, ...new Set(own)].map(String).join('\n')
  return { controller: name, method, source: source + (await calledSources(source, file?.[1])) }
}

const sources = new Map<string, Promise<string>>()

/** A module's own code, from the file it was built to (its .ts source while developing). */
function moduleSource(specifier: string) {
  const [, folder, name] = /^#([a-z]+)\/(.+)$/.exec(specifier) ?? []
  if (!folder) return Promise.resolve('')
  const base = folder === 'actions' || folder === 'controllers' || folder === 'services' ? folder : null
  if (!base) return Promise.resolve('')
  let read = sources.get(specifier)
  if (!read) {
    const path = app.makePath('app', base, name)
    read = readFile(`${path}.ts`, 'utf8').catch(() => readFile(`${path}.js`, 'utf8').catch(() => ''))
    sources.set(specifier, read)
  }
  return read
}

/**
 * The code of the service and action functions a method calls, imported by its controller's file: a list
 * or a validation one step away from the controller (`userListPage(ctx)`) is the route's too.
 */
async function calledSources(source: string, controllerFile: string | undefined) {
  if (!controllerFile) return ''
  const imports = new Map<string, string>()
  for (const [, names, from] of (await moduleSource(controllerFile)).matchAll(
    /import\s*\{([^}]+)\}\s*from\s*['"](#(?:services|actions)\/[^'"]+)['"]/g
  )) {
    for (const one of names.split(',')) {
      const local = one
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (local && !local.startsWith('type ')) imports.set(local, from)
    }
  }
  const called: string[] = []
  for (const [, name] of source.matchAll(/\b([A-Za-z0-9_]+)\(/g)) {
    const from = imports.get(name)
    if (!from) continue
    const module = await import(from).catch(() => ({}))
    const fn = (module as Record<string, unknown>)[name]
    if (typeof fn === 'function' && !called.includes(String(fn))) called.push(String(fn))
  }
  return called.join('\n')
}

function accessOf(route: Route): AccessRule | null {
  const access = [...route.middleware.all()].find((one: any) => one.name === 'access') as any
  return access?.args ?? null
}

function securityOf(rule: AccessRule | null) {
  if (!rule || 'public' in rule) return { security: [], who: 'Anybody (no token).' }
  if ('anonymous' in rule) {
    return {
      security: [{ bearer: [] }],
      who: 'A storefront visitor’s token (`POST /api/auth/anonymous`) or any signed-in user.',
    }
  }
  if ('signedIn' in rule) return { security: [{ bearer: [] }], who: 'Any signed-in back-office user.' }
  return {
    security: [{ bearer: [], module: [] }],
    who: `A back-office user whose current module (\`X-Module\`) grants \`${rule.permission}\`.`,
  }
}

const isNumber = (match?: RegExp) => Boolean(match && new RegExp(`^(?:${match.source})$`).test('42'))
const isUuid = (match?: RegExp) =>
  Boolean(match && new RegExp(`^(?:${match.source})$`).test('00000000-0000-4000-8000-000000000000'))

function pathOf(route: Route) {
  const names: { name: string; schema: Schema }[] = []
  const path = route.pattern
    .replace(/:([a-zA-Z_]+)\??/g, (_, name: string) => {
      const match = (route.matchers as any)[name]?.match as RegExp | undefined
      const schema = isNumber(match)
        ? { type: 'integer' }
        : isUuid(match)
          ? { type: 'string', format: 'uuid' }
          : { type: 'string' }
      names.push({ name, schema })
      return `{${name}}`
    })
    .replace('*', '{path}')
  if (route.pattern.includes('*')) names.push({ name: 'path', schema: { type: 'string' } })
  return { path, parameters: names.map(({ name, schema }) => ({ name, in: 'path', required: true, schema })) }
}

/** The JSON schema of a validator, without the draft-07 marker (OpenAPI 3.1 speaks 2020-12). */
function schemaOf(validator: VineValidator<any, any>): Schema {
  const schema = { ...(validator.toJSONSchema() as Schema) }
  delete schema.$schema
  return schema
}

/** The query parameters an object schema names. */
function queryParameters(schema: Schema) {
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, property]) => ({
    name,
    in: 'query',
    required: (schema.required ?? []).includes(name),
    schema: property,
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
    ...(property.type === 'object' ? { style: 'deepObject', explode: true } : {}),
  }))
}

/** The validators named in a method's code, each with whether it reads the query string. */
function validatorsIn(source: string, known: Map<string, VineValidator<any, any>>) {
  const found: { name: string; validator: VineValidator<any, any>; query: boolean }[] = []
  for (const match of source.matchAll(/\b([A-Za-z0-9_]+Validator)\b/g)) {
    const validator = known.get(match[1])
    if (!validator || found.some((one) => one.name === match[1])) continue
    const after = source.slice(match.index, match.index + 200)
    const query = /^[A-Za-z0-9_]+Validator(\([^)]*\))?\s*,\s*\{\s*data:\s*[^}]*\bqs\(\)/.test(after)
    found.push({ name: match[1], validator, query })
  }
  return found
}

function operationOf(route: Route, method: string, handler: Handler | null, known: Map<string, any>) {
  const key = `${method} ${route.pattern}`
  const { parameters } = pathOf(route)
  const rule = accessOf(route)
  const { security, who } = securityOf(rule)
  const tag = route.pattern.split('/')[2] ?? 'api'
  const validators = handler ? validatorsIn(handler.source, known) : []
  const bodyless = ['GET', 'HEAD', 'DELETE'].includes(method)
  const isList = Boolean(handler && /\bpaginateList\(/.test(handler.source))
  const query = [
    ...(isList ? LIST_PARAMETERS : []),
    ...validators
      .filter((one) => one.query || bodyless)
      .flatMap(({ validator }) => queryParameters(schemaOf(validator))),
  ].filter((one, index, all) => all.findIndex((other) => other.name === one.name) === index)
  const bodies = bodyless ? [] : validators.filter((one) => !one.query)
  const types = method === 'PATCH' ? PATCH_TYPES : ['application/json']

  const responses: Schema = {
    [method === 'POST' ? '2XX' : '200']: isList
      ? {
          description:
            'The page: a JSON array (with `X-Total-Count`), or a Hydra collection with `Accept: application/ld+json`.',
          content: {
            'application/json': { schema: { type: 'array', items: { type: 'object' } } },
            'application/ld+json': { schema: { $ref: '#/components/schemas/HydraCollection' } },
          },
        }
      : { description: 'Done.' },
  }
  if (isList) responses['400'] = errorAnswer('`unknown_list_parameter`: a parameter the list does not know.')
  if (rule && !('public' in rule)) responses['401'] = errorAnswer('No valid token.')
  if (rule && ('permission' in rule || 'signedIn' in rule)) {
    responses['403'] = errorAnswer('The current module does not grant the permission.')
  }
  if (parameters.length) responses['404'] = errorAnswer('No such record among those the caller may see.')
  if (method === 'PUT' || method === 'PATCH') {
    responses['409'] = errorAnswer('`edit_conflict`: the record changed since the `version` sent.')
  }
  if (validators.length) {
    responses['422'] = errorAnswer(
      'Refused input: `validation_failed` and its field messages.',
      '#/components/schemas/ValidationFailed'
    )
  }

  const description = [NOTES[key], who, method === 'PATCH' ? 'A merge patch (RFC 7396) or a JSON body.' : '']
    .filter(Boolean)
    .join('\n\n')
  return {
    operationId: handler ? `${handler.controller}.${handler.method}` : key,
    tags: [tag],
    summary: key,
    description,
    security,
    ...(rule && 'permission' in rule ? { 'x-permission': rule.permission } : {}),
    parameters: [...parameters, ...query],
    ...(bodies.length
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              types.map((type) => [
                type,
                {
                  schema:
                    bodies.length === 1
                      ? schemaOf(bodies[0].validator)
                      : { anyOf: bodies.map(({ validator }) => schemaOf(validator)) },
                },
              ])
            ),
          },
        }
      : {}),
    responses,
  }
}

/** `METHOD /pattern` of each route, HEAD left out where GET answers it too (as routes.spec.ts counts them). */
export const operationKeys = (route: Route) =>
  route.methods
    .filter((method) => method !== 'HEAD' || route.methods.length === 1)
    .map((method) => `${method} ${route.pattern}`)

let made: Promise<Schema> | null = null

/** The description, made once per process: the routes and validators do not change while it runs. */
export function openApiDocument() {
  made ??= build().catch((error) => {
    made = null
    throw error
  })
  return made
}

async function build(): Promise<Schema> {
  const known = await validatorsByName()
  const paths: Record<string, Record<string, Schema>> = {}
  const ids = new Set<string>()
  for (const route of Object.values(router.toJSON()).flat()) {
    const handler = await handlerOf(route)
    const { path } = pathOf(route)
    for (const key of operationKeys(route)) {
      const method = key.split(' ')[0]
      const operation = operationOf(route, method, handler, known)
      // The same handler behind several paths (the specification's beside the back office's): ids stay unique.
      let id = operation.operationId
      for (let n = 2; ids.has(id); n++) id = `${operation.operationId}.${n}`
      ids.add(id)
      paths[path] ??= {}
      paths[path][method.toLowerCase()] = { ...operation, operationId: id }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reprise API',
      version: '1',
      description:
        'Every call of the product, as its routes answer them. A list takes two dialects, chosen by what the ' +
        'request sends: the back office’s (`_start`, `_end`, `_sort`, `_order`, answered with `X-Total-Count`) ' +
        'and the specification’s (`page`, `itemsPerPage`, `order[field]`, `pagination`, `partial`, ' +
        '`field[]`, `field[gte]`, `exists[field]`; `perPage` and `sort` with `order` as its categories row ' +
        'writes them), answered as JSON-LD with `Accept: application/ld+json`. A parameter a list ' +
        'does not know is refused (400 `unknown_list_parameter`). A path under /api that names no route ' +
        'answers 404 `route_not_found`. A PATCH takes a merge patch (`application/merge-patch+json`) with the ' +
        'record’s `version`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of `POST /api/login`.' },
        module: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Module',
          description: 'The caller’s current module (root, tim, lcm, rps): its permissions apply.',
        },
      },
      schemas: { Error: ERROR, ValidationFailed: VALIDATION, HydraCollection: HYDRA_COLLECTION },
    },
    paths,
  }
}
