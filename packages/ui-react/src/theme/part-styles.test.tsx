import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CoreProvider } from '../context.js'
import { createTestCore } from '../test-utils.js'
import { hasFallbackStyle, supportsAdoptedStyleSheets } from './adopt.js'
import { usePartStyles } from './part-styles.js'
import { StyleRootContext } from './style-root.js'

function Part() {
  usePartStyles('test-part', '.gw-test-part { color: red; }')
  return <span className="gw-test-part">part</span>
}

function sheetsWith(root: ShadowRoot, text: string): number {
  if (!supportsAdoptedStyleSheets(root)) return hasFallbackStyle(root, 'test-part') ? 1 : 0
  return root.adoptedStyleSheets.filter((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes(text)),
  ).length
}

describe('usePartStyles', () => {
  it('puts a lazy part’s stylesheet into the modal’s root once, however often the part renders', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const core = createTestCore()
    const tree = (count: number) => (
      <StyleRootContext.Provider value={shadow}>
        <CoreProvider core={core}>
          {['first', 'second'].slice(0, count).map((name) => (
            <Part key={name} />
          ))}
        </CoreProvider>
      </StyleRootContext.Provider>
    )
    expect(sheetsWith(shadow, 'gw-test-part')).toBe(0)
    const { unmount } = render(tree(2))
    expect(sheetsWith(shadow, 'gw-test-part')).toBe(1)
    unmount()
    render(tree(1))
    expect(sheetsWith(shadow, 'gw-test-part')).toBe(1)
  })
})
