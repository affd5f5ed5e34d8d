// Two local Solana chains on free ports for this package's tests (the shared setup, also adapter-universal's).
export { default } from '../../../vitest.solana-chains.js'
