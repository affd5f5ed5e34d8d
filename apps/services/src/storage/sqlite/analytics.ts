import type { Database } from 'better-sqlite3'
import type { AnalyticsEventRecord, AnalyticsStore } from '../types.js'

export const ANALYTICS_SCHEMA = `
CREATE TABLE IF NOT EXISTS analytics_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  st TEXT,
  sv TEXT,
  body TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS analytics_events_project ON analytics_events (project_id, seq);
`

interface EventRow {
  project_id: string
  st: string | null
  sv: string | null
  body: string
  received_at: number
}

export function createSqliteAnalyticsStore(db: Database): AnalyticsStore {
  const insert = db.prepare(
    'INSERT INTO analytics_events (project_id, st, sv, body, received_at) VALUES (?, ?, ?, ?, ?)',
  )
  const all = db.prepare('SELECT * FROM analytics_events ORDER BY seq')
  const byProject = db.prepare('SELECT * FROM analytics_events WHERE project_id = ? ORDER BY seq')
  const clear = db.prepare('DELETE FROM analytics_events')

  const toRecord = (row: EventRow): AnalyticsEventRecord => ({
    projectId: row.project_id,
    st: row.st,
    sv: row.sv,
    body: JSON.parse(row.body),
    receivedAt: row.received_at,
  })

  return {
    async insert(event) {
      insert.run(event.projectId, event.st, event.sv, JSON.stringify(event.body), event.receivedAt)
    },
    async list(filter = {}) {
      const rows = (filter.projectId ? byProject.all(filter.projectId) : all.all()) as EventRow[]
      return rows.map(toRecord)
    },
    async clear() {
      clear.run()
    },
  }
}
