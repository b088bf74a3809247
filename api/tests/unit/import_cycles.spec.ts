import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * No module imports itself through others: the API (its `#` aliases), the back office and the storefront
 * (`@domain`, `@/`). Type-only imports are left out, as they are erased before anything runs.
 */
const repository = fileURLToPath(new URL('../../../', import.meta.url))
const api = join(repository, 'api')
const aliases: Record<string, string> = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(join(api, 'package.json'), 'utf8')).imports as Record<string, string>
  ).map(([alias, target]) => [alias.replace('/*', '/'), join(api, target.replace('*.js', ''))])
)

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function fileOf(base: string) {
  const bare = base.replace(/\.js$/, '')
  for (const candidate of [`${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts'), join(bare, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate
  }
  return null
}

function resolved(specifier: string, from: string, front: string | null) {
  if (specifier.startsWith('.')) return fileOf(resolve(dirname(from), specifier))
  if (specifier.startsWith('@domain/')) return fileOf(join(api, 'app/domain', specifier.slice(8)))
  if (front && specifier.startsWith('@/')) return fileOf(join(front, 'src', specifier.slice(2)))
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  return alias ? fileOf(aliases[alias] + specifier.slice(alias.length)) : null
}

/** The modules a file imports at run time. */
function runtimeImports(file: string, front: string | null) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const add = (specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return
    const target = resolved(specifier.text, file, front)
    if (target) found.push(target)
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.every((element) => element.isTypeOnly)
          : false)
      if (!onlyTypes) add(statement.moduleSpecifier)
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      add(statement.moduleSpecifier)
    }
  }
  return found
}

/** The first cycle found, as the files it goes through; null when there is none. */
function firstCycle(files: string[], front: string | null, added: Record<string, string[]> = {}) {
  const importsOf = (file: string) => [...runtimeImports(file, front), ...(added[file] ?? [])]
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null
    if (state.get(file) === 'open') return path.slice(path.indexOf(file)).concat(file)
    state.set(file, 'open')
    path.push(file)
    for (const next of importsOf(file)) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    path.pop()
    state.set(file, 'done')
    return null
  }
  for (const file of files) {
    const cycle = visit(file)
    if (cycle) return cycle.map((one) => relative(repository, one))
  }
  return null
}

test.group('Import cycles', () => {
  test('none in the API', ({ assert }) => {
    const files = ['app', 'start', 'config', 'commands', 'providers']
      .map((folder) => join(api, folder))
      .filter(existsSync)
      .flatMap(sourcesUnder)
    assert.isAbove(files.length, 100)
    assert.isNull(firstCycle(files, null))
  }).timeout(60_000)

  for (const front of ['admin', 'storefront']) {
    test(`none in the ${front}`, ({ assert }) => {
      const folder = join(repository, front)
      const files = sourcesUnder(join(folder, 'src'))
      assert.isAbove(files.length, 10)
      assert.isNull(firstCycle(files, folder))
    }).timeout(60_000)
  }

  test('a cycle is found when there is one', ({ assert }) => {
    // As if an item's model imported its buy-back's again, which imports the item's.
    const item = join(api, 'app/models/item.ts')
    const buyback = join(api, 'app/models/buyback.ts')
    assert.include(runtimeImports(buyback, null), item)
    assert.deepEqual(firstCycle([buyback], null, { [item]: [buyback] }), [
      'api/app/models/buyback.ts',
      'api/app/models/item.ts',
      'api/app/models/buyback.ts',
    ])
  })
})
