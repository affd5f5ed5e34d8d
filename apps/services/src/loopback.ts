import { isIP } from 'node:net'

/** 127.0.0.0/8, ::1 or localhost: the only interfaces development and test may listen on. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost') return true
  if (isIP(bare) === 4) return bare.split('.')[0] === '127'
  if (isIP(bare) === 6) return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || bare.startsWith('::ffff:127.')
  return false
}
