// publint and arethetypeswrong on a packed tarball, reduced to one list of readable problems each.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

const run = promisify(execFile)
const require = createRequire(import.meta.url)
const ATTW_BIN = path.join(
  path.dirname(require.resolve('@arethetypeswrong/cli/package.json')),
  'dist/index.js',
)
// Our packages are ESM only (`"type": "module"`, `import` conditions, no `require`): a CommonJS consumer cannot
// load them, so attw's node10 and node16-from-CJS resolutions are expected to fail. This is attw's own
// `esm-only` profile; the same list filters the JSON report so the printed problems match its exit code.
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs']

/**
 * publint's errors and warnings for the tarball (suggestions come back as notes, they do not fail the check).
 * Our `exports` keep a `source` condition pointing at ./src/*.ts, which is not published: the workspace's tests,
 * type checks and dev builds resolve it. publint does not report files behind custom conditions (a package may
 * use them internally, as we do), so it stays without an exception here; no published host resolves `source`.
 */
export async function lintWithPublint(tarball) {
  const bytes = fs.readFileSync(tarball)
  const { messages, pkg } = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    level: 'suggestion',
  })
  const describe = (message) =>
    `publint ${message.code}: ${formatMessage(message, pkg, { color: false }) ?? ''}`
  return {
    problems: messages.filter((message) => message.type !== 'suggestion').map(describe),
    notes: messages.filter((message) => message.type === 'suggestion').map(describe),
  }
}

/** attw's problems for the tarball under the `esm-only` profile, one line per problem kind. */
export async function lintWithAttw(tarball) {
  const args = [ATTW_BIN, tarball, '--profile', 'esm-only', '--format', 'json']
  let stdout
  let failed = false
  try {
    ;({ stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }))
  } catch (error) {
    // attw exits 1 when it finds problems and still prints its JSON; anything else is a crash.
    if (error.code !== 1 || !error.stdout) throw error
    stdout = error.stdout
    failed = true
  }
  const { analysis } = JSON.parse(stdout)
  if (!analysis.types) return ['attw: the package ships no types']
  const byKind = new Map()
  for (const problem of analysis.problems) {
    if (IGNORED_RESOLUTIONS.includes(problem.resolutionKind)) continue
    const where = [problem.entrypoint, problem.resolutionKind].filter(Boolean).join(' ')
    byKind.set(problem.kind, [...(byKind.get(problem.kind) ?? []), where || '(package)'])
  }
  const problems = [...byKind].map(([kind, places]) => `attw ${kind}: ${places.join(', ')}`)
  if (failed && problems.length === 0) problems.push('attw: failed without a readable problem')
  return problems
}
