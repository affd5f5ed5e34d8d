import { describe, expect, it } from 'vitest'
import { avatarGradient } from './avatar-gradient.js'

describe('avatarGradient', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('is the same for the same address, whatever its case', () => {
    expect(avatarGradient(address)).toBe(avatarGradient(address.toLowerCase()))
  })

  it('differs between addresses', () => {
    expect(avatarGradient(address)).not.toBe(avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
  })

  it('is a CSS linear gradient', () => {
    expect(avatarGradient(address)).toMatch(
      /^linear-gradient\(\d+deg, hsl\(\d+ 75% 60%\), hsl\(\d+ 70% 45%\)\)$/,
    )
  })
})
