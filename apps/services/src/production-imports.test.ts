import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// A production start evaluates exactly the modules the entry reaches through static imports: the stand-ins
// must be reached only through the dynamic import() in server.ts (development and test), so a production
// server never evaluates them nor loads their npm dependencies.

const SRC = dirname(fileURLToPath(import.meta.url))

/** The stand-ins' modules (paths under src/) and the npm packages only they use. */
const STAND_INS = [
  'test-hooks/stand-ins.ts',
  'test-hooks/routes.ts',
  'test-hooks/dev-defaults.ts',
  'test-hooks/faults.ts',
  'test-hooks/request-log.ts',
  'relay/verify-routes.ts',
  'relay/verify-attestations.ts',
  'relay/test-routes.ts',
  'blockchain/onramp/checkout-routes.ts',
  'blockchain/onramp/funding.ts',
  'directory/test-catalogue.ts',
  'directory/generated-wallets.ts',
  'directory/hostile-wallets.ts',
  'frame/smtp-sink.ts',
  'frame/mail-test-routes.ts',
  'frame/social/mock-server.ts',
  'frame/farcaster/relay.ts',
  'frame/farcaster/relay-routes.ts',
  'frame/farcaster/test-routes.ts',
  'frame/farcaster/test-client.ts',
]
const STAND_IN_PACKAGES = ['oauth2-mock-server', 'smtp-server', 'mailparser']

/** Whether a declaration is erased from the output: `import type`, or only `type` names imported. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true
    const clause = node.exportClause
    return !!clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly)
  }
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const bindings = clause.namedBindings
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}

/** The module specifiers a file loads when it is evaluated (dynamic import() calls are not followed). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    !typeOnly(statement)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

/** Every file under src/ and every npm package the entry reaches through static imports. */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const pending = [resolve(SRC, entry)]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (files.has(file)) continue
    files.add(file)
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(
          specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!,
        )
        continue
      }
      const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))
      if (existsSync(target)) pending.push(target)
    }
  }
  return { files, packages }
}

describe('what a production start loads', () => {
  const { files, packages } = reachable('index.ts')
  const loaded = new Set([...files].map((file) => relative(SRC, file)))

  it('reaches the server and its real parts', () => {
    expect(loaded).toContain('server.ts')
    expect(loaded).toContain('frame/backend.ts')
    expect(loaded).toContain('directory/known-wallets.ts')
  })

  it('never reaches a stand-in module through a static import', () => {
    expect(STAND_INS.filter((path) => existsSync(join(SRC, path)))).toEqual(STAND_INS)
    expect(STAND_INS.filter((path) => loaded.has(path))).toEqual([])
  })

  it('never loads the stand-ins npm packages (oauth2-mock-server is a dev dependency)', () => {
    expect(STAND_IN_PACKAGES.filter((name) => packages.has(name))).toEqual([])
    const manifest = JSON.parse(readFileSync(join(SRC, '..', 'package.json'), 'utf8'))
    expect(manifest.dependencies['oauth2-mock-server']).toBeUndefined()
    expect(manifest.devDependencies['oauth2-mock-server']).toBeDefined()
  })

  it('reaches the stand-ins from server.ts by a dynamic import only', () => {
    const server = readFileSync(join(SRC, 'server.ts'), 'utf8')
    expect(server).toMatch(/await import\('\.\/test-hooks\/stand-ins\.js'\)/)
    expect(staticImports(join(SRC, 'server.ts'))).not.toContain('./test-hooks/stand-ins.js')
  })
})
