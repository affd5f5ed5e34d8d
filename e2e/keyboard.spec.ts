import { expect, test } from '@playwright/test'
import { connectDialog } from './helpers'

test('the modal is usable by keyboard alone and gives focus back to its opener', async ({ page }) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Connect Wallet' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = connectDialog(page)
  await expect(dialog).toBeVisible()

  // Focus is inside the dialog and stays there however far the visitor tabs.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab')
    const inside = await dialog.evaluate((node) =>
      node.contains(
        node.getRootNode() instanceof ShadowRoot
          ? (node.getRootNode() as ShadowRoot).activeElement
          : document.activeElement,
      ),
    )
    expect(inside).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
