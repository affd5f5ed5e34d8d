import { describe, expect, it } from 'vitest'
import { healthRoutes } from './health-routes.js'
import { openSqliteStorage } from './storage/sqlite/index.js'

describe('healthRoutes', () => {
  it('/readyz answers 503 naming storage once storage stops answering, while /healthz still answers', async () => {
    const storage = openSqliteStorage(':memory:')
    const lines: string[] = []
    const app = healthRoutes(storage, (line) => lines.push(line))
    expect((await app.request('/readyz')).status).toBe(200)
    await storage.close()
    const ready = await app.request('/readyz')
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'unavailable', failing: 'storage' }])
    expect(lines.join('\n')).toContain('readiness check storage failed')
    expect((await app.request('/healthz')).status).toBe(200)
  })
})
