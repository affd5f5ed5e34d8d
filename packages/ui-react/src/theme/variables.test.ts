import { describe, expect, it } from 'vitest'
import { themeVariablesToStyle } from './variables.js'

describe('themeVariablesToStyle', () => {
  it("maps AppKit's --w3m-* variables onto our tokens", () => {
    expect(
      themeVariablesToStyle({
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-accent': '#ff00aa',
        '--w3m-color-mix': '#00bb7f',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-size-master': '9px',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 1000,
        '--w3m-qr-color': '#123456',
      }),
    ).toEqual({
      '--gw-font-family': 'Inter, sans-serif',
      '--gw-accent': '#ff00aa',
      '--gw-color-mix': '#00bb7f',
      '--gw-color-mix-strength': '40',
      '--gw-font-size-master': '9px',
      '--gw-border-radius-master': '2px',
      '--gw-z-index': '1000',
      '--gw-qr-color': '#123456',
    })
  })

  it('accepts the --apkt-* spellings, which win over --w3m-* when both are set', () => {
    expect(themeVariablesToStyle({ '--apkt-accent': '#111111', '--w3m-accent': '#222222' })).toEqual({
      '--gw-accent': '#111111',
    })
  })

  it('SPEC §2 theme variables are strings or numbers: bare numbers for sizes mean pixels', () => {
    expect(themeVariablesToStyle({ '--w3m-font-size-master': 12, '--w3m-border-radius-master': 0 })).toEqual({
      '--gw-font-size-master': '12px',
      '--gw-border-radius-master': '0px',
    })
  })

  it('ignores unknown names and empty values', () => {
    expect(
      themeVariablesToStyle({
        '--w3m-unknown': 'x',
        color: 'red',
        '--w3m-accent': undefined,
        '--w3m-qr-color': '',
      }),
    ).toEqual({})
    expect(themeVariablesToStyle(undefined)).toEqual({})
  })
})
