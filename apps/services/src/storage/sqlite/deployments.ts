import type { Database } from 'better-sqlite3'
import type { DeploymentRecord, DeploymentStore } from '../types.js'

export const DEPLOYMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS deployments (
  chain_id INTEGER NOT NULL,
  genesis_hash TEXT NOT NULL,
  contracts TEXT NOT NULL,
  PRIMARY KEY (chain_id, genesis_hash)
);
`

export function createSqliteDeploymentStore(db: Database): DeploymentStore {
  const select = db.prepare('SELECT contracts FROM deployments WHERE chain_id = ? AND genesis_hash = ?')
  const upsert = db.prepare(
    `INSERT INTO deployments (chain_id, genesis_hash, contracts) VALUES (?, ?, ?)
     ON CONFLICT (chain_id, genesis_hash) DO UPDATE SET contracts = excluded.contracts`,
  )
  return {
    async find(chainId, genesisHash): Promise<DeploymentRecord | undefined> {
      const row = select.get(chainId, genesisHash) as { contracts: string } | undefined
      if (!row) return undefined
      return { chainId, genesisHash, contracts: JSON.parse(row.contracts) as DeploymentRecord['contracts'] }
    },
    async save(record) {
      upsert.run(record.chainId, record.genesisHash, JSON.stringify(record.contracts))
    },
  }
}
