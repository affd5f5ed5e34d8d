import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  // Hosts and containers appended by hand (mountModal, openers); absent in node-environment tests.
  globalThis.document?.body.replaceChildren()
})
