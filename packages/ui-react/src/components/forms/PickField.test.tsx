import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PickField } from './PickField.js'

describe('PickField', () => {
  it('is a button named by its label and the placeholder until something is picked', async () => {
    const onOpen = vi.fn()
    render(<PickField label="Token" placeholder="Select token" picked={undefined} onOpen={onOpen} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Token Select token' }))
    expect(onOpen).toHaveBeenCalledOnce()
  })

  it('names itself by what was picked, each line in full in its title', () => {
    const picked = { name: 'ETH', detail: '1.5 ETH available', detailTitle: '1.5000001 ETH' }
    render(<PickField label="Token" placeholder="Select token" picked={picked} onOpen={() => {}} />)
    expect(screen.getByRole('button', { name: 'Token ETH 1.5 ETH available' })).toBeTruthy()
    expect(screen.getByTitle('1.5000001 ETH').textContent).toBe('1.5 ETH available')
    expect(screen.getByTitle('ETH').textContent).toBe('ETH')
  })

  it('renders hostile names as text', () => {
    const picked = { name: '<img src=x onerror=alert(1)>', detail: '<b>bold</b>' }
    render(<PickField label="You buy" placeholder="Select a coin" picked={picked} onOpen={() => {}} />)
    expect(screen.getByTitle('<b>bold</b>').textContent).toBe('<b>bold</b>')
    expect(document.querySelector('img[src="x"], b')).toBeNull()
  })
})
