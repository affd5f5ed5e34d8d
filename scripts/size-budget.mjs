#!/usr/bin/env node
// Size budget (issue 3): a host app with Gangway may weigh at most 60 kB gzip more than the same
// app with wagmi alone. size-limit measures both bundles (esbuild, gzip); this checks the difference.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const BUDGET_KB = 60
let output
try {
  output = execFileSync('pnpm', ['exec', 'size-limit', '--json'], { encoding: 'utf8' })
} catch (error) {
  // size-limit exits non-zero when an absolute limit is exceeded; its JSON is still on stdout.
  output = error.stdout
  if (!output) throw error
}
const results = JSON.parse(output)
const [baseline, gangway] = results
const kb = (bytes) => bytes / 1000
const delta = kb(gangway.size - baseline.size)
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/size.json', `${JSON.stringify({ results, deltaKb: delta }, null, 2)}\n`)
for (const result of results) {
  console.log(
    `${result.name}: ${kb(result.size).toFixed(1)} kB gzip${result.passed ? '' : ' (over its limit)'}`,
  )
}
console.log(`Gangway adds ${delta.toFixed(1)} kB gzip to the wagmi host app (budget ${BUDGET_KB} kB)`)
const ok = results.every((result) => result.passed) && delta <= BUDGET_KB
process.exit(ok ? 0 : 1)
