import { expect, type Locator, type Page, test } from '@playwright/test'
import { connectDialog } from './helpers'

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' })
const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor)
const colorOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color)
const animationOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).animationName)
/** The modal's card: the open dialog's own box, whose background is the palette's. */
const card = (page: Page) => page.getByRole('dialog')

test("--w3m-accent changes the primary button's computed colour, and the open modal's", async ({ page }) => {
  await page.goto('/')
  const button = connectButton(page)
  await expect(button).toBeVisible()
  // ui-react's default accent, #2563eb.
  expect(await backgroundOf(button)).toBe('rgb(37, 99, 235)')

  // The sandbox's accent control calls appKit.setThemeVariables({ '--w3m-accent': value }).
  await page.getByLabel('Accent colour').fill('#ff00aa')
  await expect.poll(() => backgroundOf(button)).toBe('rgb(255, 0, 170)')

  await button.click()
  await expect(connectDialog(page).getByRole('button', { name: /Test Wallet/ })).toBeVisible()
  const root = page.locator('.gw-root').filter({ has: card(page) })
  const accentOf = () => root.evaluate((element) => getComputedStyle(element).getPropertyValue('--gw-accent'))
  expect(await accentOf()).toBe('#ff00aa')

  // At run time, with the modal open: it restyles in place.
  await page.keyboard.press('Escape')
  await page.getByLabel('Accent colour').fill('#00aa55')
  await expect.poll(() => backgroundOf(button)).toBe('rgb(0, 170, 85)')
  await button.click()
  await expect(card(page)).toBeVisible()
  expect(await accentOf()).toBe('#00aa55')
})

test("themeMode 'system' follows the visitor's colour scheme, live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Follow the system theme' }).click()
  const button = connectButton(page)
  await expect(button).toHaveAttribute('data-theme', 'light')

  await button.click()
  await expect(card(page)).toBeVisible()
  // The palettes' text colours: #141414 light, #eef0f0 dark (the background is a color-mix, not an rgb()).
  await expect.poll(() => colorOf(card(page))).toBe('rgb(20, 20, 20)')

  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => colorOf(card(page))).toBe('rgb(238, 240, 240)')
  await expect(button).toHaveAttribute('data-theme', 'dark')

  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => colorOf(card(page))).toBe('rgb(20, 20, 20)')
  await expect(button).toHaveAttribute('data-theme', 'light')
})

test('prefers-reduced-motion turns the SPEC animations off', async ({ page }) => {
  await page.goto('/')
  await connectButton(page).click()
  const body = page.locator('.gw-body')
  await expect(body).toBeVisible()
  expect(await animationOf(body)).toBe('gw-view-in')
  expect(await animationOf(card(page).getByRole('heading', { name: 'Connect Wallet' }))).toBe('gw-fade-in')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await animationOf(body)).toBe('none')
  expect(await animationOf(card(page).getByRole('heading', { name: 'Connect Wallet' }))).toBe('none')
  expect(await animationOf(page.locator('.gw-overlay'))).toBe('none')
  expect(
    await page.locator('.gw-sizer').evaluate((element) => getComputedStyle(element).transitionProperty),
  ).toBe('none')
})
