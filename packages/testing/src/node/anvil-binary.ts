import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface AnvilCommand {
  command: string
  args: string[]
}

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * The anvil executable shipped by the npm package @foundry-rs/anvil: its platform package's binary,
 * or else the package's own bin script (which finds the binary the same way and forwards signals).
 */
export function resolveAnvilCommand(): AnvilCommand {
  const require = createRequire(import.meta.url)
  const packageJson = require.resolve('@foundry-rs/anvil/package.json')
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`
  try {
    const binary = createRequire(packageJson).resolve(`${platformPackage}/bin/${binaryName}`)
    if (existsSync(binary)) return { command: binary, args: [] }
  } catch {
    // Not installed for this platform as a separate package: the bin script knows the fallbacks.
  }
  return { command: process.execPath, args: [join(dirname(packageJson), 'bin.mjs')] }
}
