// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { APPROVAL_CSS, frameDocument, seriousViolations, useEmptyDocument } from '../test/a11y.js'
import { APPROVAL_FIXTURES, type ApprovalFixture, FIXTURE_SITE } from './fixtures/index.js'
import { createApprovalUi } from './ui.js'

/**
 * axe over the dialog of every story's request, in both themes, as the repository's Playwright specs check the
 * modal (e2e/axe.ts): nothing serious or critical. happy-dom has no layout, so axe cannot measure colour
 * contrast here; ui.test.ts checks the palette's ratios instead, and e2e/email-sign-in.spec.ts runs axe on the
 * real frame.
 */

useEmptyDocument()

describe('approval dialog accessibility (axe)', () => {
  it('the check can fail: axe in happy-dom reports a nameless button and an unlabelled dialog', async () => {
    const dialog = document.createElement('section')
    dialog.setAttribute('role', 'dialog')
    dialog.append(document.createElement('button'))
    document.body.append(dialog)
    const found = await seriousViolations()
    expect(found.some((violation) => violation.startsWith('button-name'))).toBe(true)
  })

  const cases = (['light', 'dark'] as const).flatMap((theme) =>
    (Object.keys(APPROVAL_FIXTURES) as ApprovalFixture[]).map((fixture) => [fixture, theme] as const),
  )

  it.each(cases)('%s, %s theme: nothing serious or critical', async (fixture, theme) => {
    frameDocument(APPROVAL_CSS, theme)
    const ui = createApprovalUi(document, {
      visibility: { document, setTimeout: () => undefined, clearTimeout: () => {} },
    })
    void ui.ask(APPROVAL_FIXTURES[fixture], FIXTURE_SITE).catch(() => {})
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    expect(await seriousViolations()).toEqual([])
    ui.cancelAll()
  })
})
