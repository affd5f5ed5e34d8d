import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Serious and critical axe violations on the whole page, the modal's open shadow root included. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  // axe must have looked inside the modal: some checked node lives in its shadow root.
  const inModal = [...results.passes, ...results.violations].some((rule) =>
    rule.nodes.some((node) => Array.isArray(node.target[0])),
  )
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.any.map((check) => check.message).join(' ')}`).join(', ')}`,
    )
  return { serious, inModal }
}

export async function expectAccessible(page: Page, { modal }: { modal: boolean }) {
  const { serious, inModal } = await seriousViolations(page)
  expect(serious).toEqual([])
  if (modal) expect(inModal).toBe(true)
}
