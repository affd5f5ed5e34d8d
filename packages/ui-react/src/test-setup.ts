import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// React 19's act() warnings are only silenced when the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})
