import type { Database } from 'better-sqlite3'
import type { ProjectRecord, ProjectStore } from '../types.js'

export const PROJECTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS projects (
  project_id TEXT PRIMARY KEY,
  allowed_origins TEXT NOT NULL,
  analytics_enabled INTEGER NOT NULL
);
`

interface ProjectRow {
  project_id: string
  allowed_origins: string
  analytics_enabled: number
}

export function createSqliteProjectStore(db: Database): ProjectStore {
  const select = db.prepare('SELECT * FROM projects WHERE project_id = ?')
  const upsert = db.prepare(
    `INSERT INTO projects (project_id, allowed_origins, analytics_enabled) VALUES (?, ?, ?)
     ON CONFLICT (project_id) DO UPDATE SET allowed_origins = excluded.allowed_origins,
       analytics_enabled = excluded.analytics_enabled`,
  )
  return {
    async get(projectId): Promise<ProjectRecord | undefined> {
      const row = select.get(projectId) as ProjectRow | undefined
      if (!row) return undefined
      return {
        projectId: row.project_id,
        allowedOrigins: JSON.parse(row.allowed_origins) as string[],
        isAnalyticsEnabled: row.analytics_enabled === 1,
      }
    },
    async upsert(project) {
      upsert.run(
        project.projectId,
        JSON.stringify(project.allowedOrigins),
        project.isAnalyticsEnabled ? 1 : 0,
      )
    },
  }
}
