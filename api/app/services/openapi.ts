import { readdir, readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import i18nManager from '@adonisjs/i18n/services/main'
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

/**
 * What the code cannot say of a call (keyed `METHOD /pattern`): the key of its note in
 * resources/lang/<language>/api_docs.json (`notes.<key>`).
 */
const NOTES: Record<string, string> = {
  'GET /api/organizations/:id/typesense': 'typesense',
  'POST /api/carts': 'carts',
  'POST /api/store/:storeId/buybacks': 'store_buybacks',
  'GET /api/open-id/authorization-url': 'openid',
  'POST /api/webtoken-with-account-and-ord': 'webtoken',
  'GET /api/buybacks/:id/instructions': 'instructions',
  'GET /api/buybacks/:id/additional-infos': 'additional_infos',
  'GET /api/payment/account/:id/by-buyer-feature-available': 'by_buyer',
  'GET /api/organizations/public': 'organizations_public',
  'GET /api/organizations/available-parents': 'available_parents',
  'GET /api/organizations/connected-warehouses': 'connected_warehouses',
  'GET /api/organizations/:id/module-count': 'module_count',
  'GET /api/organizations/:id/users-module-count': 'users_module_count',
  'GET /api/categories/with-products': 'with_products',
  'GET /api/categories/connected-tree': 'connected_tree',
  'GET /api/categories/:id/checkpoints-to-archive': 'checkpoints',
  'GET /api/openapi.json': 'openapi',
}

/** The description's texts in one language (resources/lang/<language>/api_docs.json). */
type Texts = (key: string, data?: Record<string, string>) => string

const PATCH_TYPES = ['application/json', 'application/merge-patch+json']

const errorSchema = (t: Texts): Schema => ({
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: t('error.code') },
    message: { type: 'string', description: t('error.message') },
    requestId: { type: 'string' },
  },
})

/** A 422: the first message of each refused field by its path (`lines.0.price`), as forms read it. */
const VALIDATION: Schema = {
  type: 'object',
  required: ['code', 'message', 'errors'],
  properties: {
    code: { const: 'validation_failed' },
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      examples: [{ email: 'The email field must be a valid email address' }],
    },
    requestId: { type: 'string' },
  },
}

const errorAnswer = (description: string, schema = '#/components/schemas/Error') => ({
  description,
  content: { 'application/json': { schema: { $ref: schema } } },
})

/** The parameters both list dialects take (services/list_dialect.ts). */
const LIST_PARAMETERS: [string, Schema, string?][] = [
  ['page', { type: 'integer', minimum: 1 }],
  ['itemsPerPage', { type: 'integer', minimum: 1, default: DEFAULT_ITEMS_PER_PAGE }],
  ['perPage', { type: 'integer', minimum: 1 }],
  ['order', { type: 'object', additionalProperties: { enum: ['asc', 'desc'] } }, 'deepObject'],
  ['sort', { type: 'string' }],
  ['exists', { type: 'object', additionalProperties: { enum: ['true', 'false'] } }, 'deepObject'],
  ['pagination', { enum: ['true', 'false'] }],
  ['partial', { enum: ['true', 'false'] }],
  ['_start', { type: 'integer', minimum: 0 }],
  ['_end', { type: 'integer', minimum: 0 }],
  ['_sort', { type: 'string' }],
  ['_order', { enum: ['ASC', 'DESC', 'asc', 'desc'] }],
  ['q', { type: 'string' }],
  ['id', { type: 'array', items: { type: 'string' } }, 'form'],
]

const listParameters = (t: Texts): Schema[] =>
  LIST_PARAMETERS.map(([name, schema, style]) => ({
    name,
    in: 'query',
    required: false,
    schema,
    description: t(`params.${name}`),
    ...(style ? { style, explode: true } : {}),
  }))

const hydraCollection = (t: Texts): Schema => ({
  type: 'object',
  required: ['@context', '@id', '@type', 'hydra:member', 'hydra:view'],
  properties: {
    '@context': { type: 'object' },
    '@id': { type: 'string' },
    '@type': { const: 'hydra:Collection' },
    'hydra:member': { type: 'array', items: { type: 'object' } },
    'hydra:totalItems': { type: 'integer', description: t('hydra_total') },
    'hydra:view': { type: 'object' },
  },
})

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
  const base = ['actions', 'controllers', 'services', 'queries'].includes(folder) ? folder : null
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
 * The code of the service, action and query functions a method calls, imported by its controller's file:
 * a list or a validation one step away from the controller (`userListPage(ctx)`) is the route's too.
 */
async function calledSources(source: string, controllerFile: string | undefined) {
  if (!controllerFile) return ''
  const imports = new Map<string, string>()
  for (const [, names, from] of (await moduleSource(controllerFile)).matchAll(
    /import\s*\{([^}]+)\}\s*from\s*['"](#(?:services|actions|queries)\/[^'"]+)['"]/g
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

function securityOf(rule: AccessRule | null, t: Texts) {
  if (!rule || 'public' in rule) return { security: [], who: t('who.public') }
  if ('anonymous' in rule) return { security: [{ bearer: [] }], who: t('who.anonymous') }
  if ('signedIn' in rule) return { security: [{ bearer: [] }], who: t('who.signed_in') }
  return {
    security: [{ bearer: [], module: [] }],
    who: t('who.permission', { permission: rule.permission }),
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

function operationOf(
  route: Route,
  method: string,
  handler: Handler | null,
  known: Map<string, any>,
  t: Texts
) {
  const key = `${method} ${route.pattern}`
  const { parameters } = pathOf(route)
  const rule = accessOf(route)
  const { security, who } = securityOf(rule, t)
  const tag = route.pattern.split('/')[2] ?? 'api'
  const validators = handler ? validatorsIn(handler.source, known) : []
  const bodyless = ['GET', 'HEAD', 'DELETE'].includes(method)
  const isList = Boolean(handler && /\bpaginateList\(/.test(handler.source))
  const query = [
    ...(isList ? listParameters(t) : []),
    ...validators
      .filter((one) => one.query || bodyless)
      .flatMap(({ validator }) => queryParameters(schemaOf(validator))),
  ].filter((one, index, all) => all.findIndex((other) => other.name === one.name) === index)
  const bodies = bodyless ? [] : validators.filter((one) => !one.query)
  const types = method === 'PATCH' ? PATCH_TYPES : ['application/json']

  const responses: Schema = {
    [method === 'POST' ? '2XX' : '200']: isList
      ? {
          description: t('answers.list'),
          content: {
            'application/json': { schema: { type: 'array', items: { type: 'object' } } },
            'application/ld+json': { schema: { $ref: '#/components/schemas/HydraCollection' } },
          },
        }
      : { description: t('answers.done') },
  }
  if (isList) responses['400'] = errorAnswer(t('answers.unknown_list_parameter'))
  if (rule && !('public' in rule)) responses['401'] = errorAnswer(t('answers.no_token'))
  if (rule && ('permission' in rule || 'signedIn' in rule)) {
    responses['403'] = errorAnswer(t('answers.forbidden'))
  }
  if (parameters.length) responses['404'] = errorAnswer(t('answers.not_found'))
  if (method === 'PUT' || method === 'PATCH') {
    responses['409'] = errorAnswer(t('answers.conflict'))
  }
  if (validators.length) {
    responses['422'] = errorAnswer(t('answers.validation'), '#/components/schemas/ValidationFailed')
  }

  const note = NOTES[key] ? t(`notes.${NOTES[key]}`) : ''
  const description = [note, who, method === 'PATCH' ? t('patch') : ''].filter(Boolean).join('\n\n')
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

const made = new Map<string, Promise<Schema>>()

/**
 * The description in a language of the product (fr, en, nl, de), made once per process and language: the
 * routes and validators do not change while it runs.
 */
export function openApiDocument(language: string) {
  const locale = i18nManager.supportedLocales().includes(language) ? language : i18nManager.defaultLocale
  let document = made.get(locale)
  if (!document) {
    document = build(locale).catch((error) => {
      made.delete(locale)
      throw error
    })
    made.set(locale, document)
  }
  return document
}

async function build(locale: string): Promise<Schema> {
  const i18n = i18nManager.locale(locale)
  const t: Texts = (key, data) => i18n.t(`api_docs.${key}`, data)
  const known = await validatorsByName()
  const paths: Record<string, Record<string, Schema>> = {}
  const ids = new Set<string>()
  for (const route of Object.values(router.toJSON()).flat()) {
    const handler = await handlerOf(route)
    const { path } = pathOf(route)
    for (const key of operationKeys(route)) {
      const method = key.split(' ')[0]
      const operation = operationOf(route, method, handler, known, t)
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
    info: { title: t('title'), version: '1', description: t('info') },
    'x-language': locale,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: t('security.bearer') },
        module: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Module',
          description: t('security.module'),
        },
      },
      schemas: {
        Error: errorSchema(t),
        ValidationFailed: VALIDATION,
        HydraCollection: hydraCollection(t),
      },
    },
    paths,
  }
}
