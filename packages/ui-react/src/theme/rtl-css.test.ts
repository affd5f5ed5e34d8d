import { describe, expect, it } from 'vitest'
import { ACCOUNT_CSS } from './account-css.js'
import { ACCOUNT_TABS_CSS } from './account-tabs-css.js'
import { BUTTON_CSS } from './button-css.js'
import { FORM_CSS } from './form-css.js'
import { imageFrameRules } from './image-css.js'
import { MODAL_CSS } from './modal-css.js'
import { MULTICHAIN_CSS } from './multichain-css.js'
import { ONRAMP_CSS } from './onramp-css.js'
import { RECOVERY_CSS } from './recovery-css.js'
import { SEND_CSS } from './send-css.js'
import { SWAP_CSS } from './swap-css.js'
import { WALLETCONNECT_CSS } from './walletconnect-css.js'

const SHEETS = {
  ACCOUNT_CSS,
  ACCOUNT_TABS_CSS,
  BUTTON_CSS,
  FORM_CSS,
  IMAGE_CSS: imageFrameRules(),
  MODAL_CSS,
  MULTICHAIN_CSS,
  ONRAMP_CSS,
  RECOVERY_CSS,
  SEND_CSS,
  SWAP_CSS,
  WALLETCONNECT_CSS,
}

// A side named left or right stays put when the modal shows Arabic or Hebrew; start and end follow the text.
const PHYSICAL_SIDE =
  /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right)\s*:|text-align:\s*(?:left|right)|float:\s*(?:left|right)/g
// A four-value margin or padding is physical too, unless its right and left values are the same.
const FOUR_SIDES = /\b(?:margin|padding): *([^; \n]+) +([^; \n]+) +([^; \n]+) +([^; \n]+) *;/g

function physicalSides(css: string): string[] {
  const sides = [...css.matchAll(PHYSICAL_SIDE)].map(([match]) => match.replace(/^[\s;{]/, '').trim())
  const uneven = [...css.matchAll(FOUR_SIDES)]
    .filter((match) => match[2] !== match[4])
    .map(([match]) => match)
  return [...sides, ...uneven]
}

// Symmetric on purpose: the QR code's logo is centred (left: 50% with translate(-50%)), and the spinners' gap
// spins round, so neither has a reading direction.
const ALLOWED = ['left: 50%', 'border-right-color: transparent']

describe('the stylesheets in a right-to-left locale', () => {
  it.each(Object.entries(SHEETS))('%s names no physical side (logical properties instead)', (_name, css) => {
    const checked = ALLOWED.reduce((text, allowed) => text.replaceAll(allowed, ''), css)
    expect(physicalSides(checked)).toEqual([])
  })

  it('flips the chevrons that point back or onward for a right-to-left page', () => {
    expect(MODAL_CSS).toMatch(/\[dir='rtl'\] \.gw-header-start svg \{ transform: scaleX\(-1\); \}/)
    expect(SEND_CSS).toMatch(/\[dir='rtl'\] \.gw-send-chevron \{[^}]*transform: scaleX\(-1\);/)
  })
})
