#!/usr/bin/env node
// Sums every runner's report into the one closing line CI reads: `N passed, N failed`.
import fs from 'node:fs'

const reports = 'reports'
let passed = 0
let failed = 0
const lines = []

/** A runner that exited non-zero failed, whatever its report counted. */
function exitCode(runner) {
  try {
    return Number(fs.readFileSync(`${reports}/${runner}.exit`, 'utf8').trim())
  } catch {
    return 0
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(`${reports}/${file}`, 'utf8'))
  } catch {
    return undefined
  }
}

/** Titles of the Playwright tests whose outcome was 'unexpected', walking nested suites. */
function failedPlaywrightTests(suites, titles = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') titles.push(`${spec.file}:${spec.line} › ${spec.title}`)
      }
    }
    failedPlaywrightTests(suite.suites ?? [], titles)
  }
  return titles
}

const vitest = readJson('vitest.json')
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  // A suite that failed to load has no test results but must still count as a failure.
  const brokenFiles = (vitest.testResults ?? []).filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  )
  failed += brokenFiles.length
  // No test at all, or an exit code the counts do not explain, is a failure too.
  const unexplained =
    vitest.numTotalTests === 0 || (exitCode('vitest') !== 0 && vitest.numFailedTests === 0) ? 1 : 0
  failed += unexplained
  // Name what failed, so the closing lines CI keeps say which test to look at.
  for (const file of vitest.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '')
    if (file.status === 'failed' && file.assertionResults.length === 0)
      lines.push(`vitest FAILED to load: ${where}`)
    for (const test of file.assertionResults) {
      if (test.status === 'failed') lines.push(`vitest FAILED: ${where} › ${test.fullName}`)
    }
  }
  lines.push(
    `vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests + brokenFiles.length + unexplained} failed${
      unexplained ? ` (exit code ${exitCode('vitest')}, ${vitest.numTotalTests} tests run)` : ''
    }`,
  )
} else {
  failed += 1
  lines.push('vitest: no report (counted as 1 failure)')
}

const playwright = readJson('playwright.json')
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats ?? {}
  for (const title of failedPlaywrightTests(playwright.suites ?? []))
    lines.push(`playwright FAILED: ${title}`)
  passed += expected + flaky
  failed += unexpected
  lines.push(
    `playwright: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky)` : ''}`,
  )
} else {
  failed += 1
  lines.push('playwright: no report (counted as 1 failure)')
}

const gates = readJson('gates.json') ?? []
for (const gate of gates) {
  if (gate.ok) passed += 1
  else failed += 1
}
if (gates.length) lines.push(`checks: ${gates.map((g) => `${g.name} ${g.ok ? 'ok' : 'FAILED'}`).join(', ')}`)

console.log(lines.join('\n'))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
