/** What other workspace packages may use of the dialog (the Storybook stories): package.json `exports`. */
export { APPROVAL_FIXTURES, type ApprovalFixture, FIXTURE_SITE } from './fixtures/index.js'
export type { ApprovalSummary } from './summary.js'
export { type ApprovalUi, type ApprovalUiOptions, applyTheme, createApprovalUi } from './ui.js'
