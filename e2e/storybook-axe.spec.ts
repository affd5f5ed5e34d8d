import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, test } from '@playwright/test'
import { serveStatic } from '../scripts/lib/static-server.mjs'

const STATIC = 'apps/storybook/storybook-static'

interface IndexEntry {
  id: string
  type: 'story' | 'docs'
  title: string
  name: string
}

function storyIds(): string[] {
  const index = JSON.parse(readFileSync(`${STATIC}/index.json`, 'utf8')) as {
    entries: Record<string, IndexEntry>
  }
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
}

// axe-core as @axe-core/playwright (the other axe specs) depends on it: one version of the rules.
const axePlaywright = createRequire(import.meta.url).resolve('@axe-core/playwright')
const AXE_SOURCE = readFileSync(createRequire(axePlaywright).resolve('axe-core/axe.min.js'), 'utf8')

declare global {
  interface Window {
    axe: { run(context: string, options: object): Promise<{ violations: AxeViolation[] }> }
    __STORYBOOK_ADDONS_CHANNEL__: {
      emit(event: string, payload: object): void
      once(event: string, listener: (payload: unknown) => void): void
    }
  }
}
interface AxeViolation {
  id: string
  impact?: string | null
  nodes: { target: unknown[] }[]
}

/**
 * Shows a story in the page's preview without reloading it (Storybook's own channel), so axe is injected once
 * and each story costs a render: a reload per story took 1.5 s here, 227 stories three times over.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__
        channel.once('storyRendered', () => resolve('rendered'))
        channel.once('storyErrored', () => resolve('errored'))
        channel.once('storyThrewException', () => resolve('threw'))
        setTimeout(() => resolve('not rendered after 15 s'), 15_000)
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
      }),
    storyId,
  )
  expect(outcome, storyId).toBe('rendered')
}

/**
 * Waits for what the story shows to be there: a modal's chunk and its lazy view load after the story has
 * rendered, so axe would otherwise judge an empty shadow root or the loading spinner.
 */
async function settled(page: Page, storyId: string): Promise<void> {
  const waiting = page.waitForFunction(
    () => {
      const hosts = document.querySelectorAll('#storybook-root [data-gangway-modal]')
      return [...hosts].every((host) => {
        // Rendered (a closed modal may show only its snackbar), and not on a lazy view's loading spinner.
        const root = host.shadowRoot
        return (
          root &&
          [...root.children].some((child) => child.tagName !== 'STYLE') &&
          !root.querySelector('.gw-body > [aria-busy="true"]')
        )
      })
    },
    undefined,
    { timeout: 15_000 },
  )
  await expect(waiting, `${storyId} shows its modal view`).resolves.toBeTruthy()
}

/** Serious and critical violations in the story's root, inside the modal's shadow root too. */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run('#storybook-root', { resultTypes: ['violations'] })
    return results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
  })
  return violations.map(
    (violation) => `${violation.id} ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`,
  )
}

const VARIANTS = [
  { name: 'dark', globals: 'themeMode:dark' },
  { name: 'light', globals: 'themeMode:light' },
  // The play functions find controls by their English names: in Arabic those that open a tab or a step time out,
  // and axe judges the story as it rendered (slower: about 1 s and 5 s for those stories).
  { name: 'dark, Arabic (right to left)', globals: 'themeMode:dark;locale:ar' },
]

let server: Awaited<ReturnType<typeof serveStatic>>
test.beforeAll(async () => {
  server = await serveStatic(STATIC)
})
test.afterAll(async () => server.close())

for (const variant of VARIANTS) {
  test(`axe finds nothing serious in any story, ${variant.name}`, async ({ page }) => {
    const ids = storyIds()
    test.setTimeout(60_000 + ids.length * 2_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${server.url}/iframe.html?id=${ids[0]}&viewMode=story&globals=${variant.globals}`)
    await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' })
    await page.addScriptTag({ content: AXE_SOURCE })
    const failures: string[] = []
    const started = Date.now()
    for (const [index, id] of ids.entries()) {
      // The first story is the one the page opened with.
      if (index > 0) await showStory(page, id)
      await settled(page, id)
      const serious = await seriousViolations(page)
      if (serious.length > 0) failures.push(`${id}: ${serious.join('; ')}`)
    }
    console.log(`${ids.length} stories, ${variant.name}: ${Date.now() - started} ms`)
    expect(failures).toEqual([])
  })
}
