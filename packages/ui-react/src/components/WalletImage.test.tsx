import { TIMING } from '@gangway/common'
import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletImage } from './WalletImage.js'

const IMAGE_URL = 'https://wallets.example/rainbow.png'
const placeholder = (container: HTMLElement) => container.querySelector('[data-gw-placeholder]')

describe('WalletImage', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads lazily and shows the placeholder until the image has loaded', () => {
    const { container } = render(<WalletImage src={IMAGE_URL} className="gw-wallet-icon" />)
    const image = container.querySelector('img')!
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('alt')).toBe('')
    expect(placeholder(container)).not.toBeNull()
    fireEvent.load(image)
    expect(placeholder(container)).toBeNull()
    expect(image.hasAttribute('data-loaded')).toBe(true)
  })

  it('SPEC §9: keeps the placeholder when the image loses the 2 s preload race', () => {
    const { container } = render(<WalletImage src={IMAGE_URL} className="gw-wallet-icon" />)
    act(() => vi.advanceTimersByTime(TIMING.imagePreloadRace - 1))
    expect(container.querySelector('img')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('img')).toBeNull()
    expect(placeholder(container)).not.toBeNull()
  })

  it('an image that loaded in time stays after the race', () => {
    const { container } = render(<WalletImage src={IMAGE_URL} className="gw-wallet-icon" />)
    fireEvent.load(container.querySelector('img')!)
    act(() => vi.advanceTimersByTime(TIMING.imagePreloadRace * 2))
    expect(container.querySelector('img[data-loaded]')).not.toBeNull()
  })

  it('shows the placeholder on error, and for a missing or unsafe URL', () => {
    const { container } = render(<WalletImage src={IMAGE_URL} className="gw-wallet-icon" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    const unsafe = render(<WalletImage src="javascript:alert(1)" className="gw-wallet-icon" />)
    expect(unsafe.container.querySelector('img')).toBeNull()
    expect(placeholder(unsafe.container)).not.toBeNull()
    expect(placeholder(render(<WalletImage className="gw-wallet-icon" />).container)).not.toBeNull()
  })
})
