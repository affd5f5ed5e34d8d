import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import type { Storage } from '../types.js'
import { ACTIVITY_SCHEMA, createSqliteActivityStore } from './activity.js'
import { ANALYTICS_SCHEMA, createSqliteAnalyticsStore } from './analytics.js'
import { BITCOIN_UTXOS_SCHEMA, createSqliteBitcoinLedgerStore } from './bitcoin-utxos.js'
import { DEPLOYMENTS_SCHEMA, createSqliteDeploymentStore } from './deployments.js'
import { FRAME_CODES_SCHEMA, createSqliteFrameCodeStore } from './frame-codes.js'
import { FRAME_DEVICES_SCHEMA, addDeviceJkt, createSqliteFrameDeviceStore } from './frame-devices.js'
import {
  FRAME_IDENTITIES_SCHEMA,
  allowUsersWithoutEmail,
  createSqliteFrameIdentityStore,
} from './frame-identities.js'
import { createSqliteFrameKeyStore } from './frame-keys.js'
import { FRAME_SHARES_SCHEMA, createSqliteFrameShareStore } from './frame-shares.js'
import { dropBearerSessions, FRAME_SESSIONS_SCHEMA, createSqliteFrameSessionStore } from './frame-sessions.js'
import {
  addSocialJkt,
  addSocialReturnUrl,
  FRAME_SOCIAL_STATES_SCHEMA,
  createSqliteSocialStateStore,
} from './frame-social-states.js'
import { FRAME_USERS_SCHEMA, createSqliteFrameUserStore } from './frame-users.js'
import { IDEMPOTENCY_SCHEMA, createSqliteIdempotencyStore } from './idempotency.js'
import { NAMES_SCHEMA, createSqliteNameStore } from './names.js'
import { PROJECTS_SCHEMA, createSqliteProjectStore } from './projects.js'
import { PURCHASES_SCHEMA, createSqlitePurchaseStore } from './purchases.js'
import { SIWX_SESSIONS_SCHEMA, createSqliteSIWXStorage } from './siwx-sessions.js'
import { WALLETS_SCHEMA, createSqliteWalletStore } from './wallets.js'

/** Opens (creating if needed) a SQLite database: a file path, or ':memory:' for a throwaway one. */
export function openSqliteStorage(path: string): Storage {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  if (path !== ':memory:') db.pragma('journal_mode = WAL')
  // Before the schemas: the old sessions table has other columns than the one they create.
  dropBearerSessions(db)
  db.exec(
    [
      WALLETS_SCHEMA,
      PROJECTS_SCHEMA,
      ANALYTICS_SCHEMA,
      NAMES_SCHEMA,
      DEPLOYMENTS_SCHEMA,
      BITCOIN_UTXOS_SCHEMA,
      ACTIVITY_SCHEMA,
      PURCHASES_SCHEMA,
      FRAME_USERS_SCHEMA,
      FRAME_DEVICES_SCHEMA,
      FRAME_CODES_SCHEMA,
      FRAME_SESSIONS_SCHEMA,
      FRAME_IDENTITIES_SCHEMA,
      FRAME_SOCIAL_STATES_SCHEMA,
      FRAME_SHARES_SCHEMA,
      SIWX_SESSIONS_SCHEMA,
      IDEMPOTENCY_SCHEMA,
    ].join('\n'),
  )
  allowUsersWithoutEmail(db)
  addSocialReturnUrl(db)
  addSocialJkt(db)
  addDeviceJkt(db)
  return {
    wallets: createSqliteWalletStore(db),
    projects: createSqliteProjectStore(db),
    analytics: createSqliteAnalyticsStore(db),
    names: createSqliteNameStore(db),
    deployments: createSqliteDeploymentStore(db),
    bitcoin: createSqliteBitcoinLedgerStore(db),
    activity: createSqliteActivityStore(db),
    purchases: createSqlitePurchaseStore(db),
    frame: {
      users: createSqliteFrameUserStore(db),
      devices: createSqliteFrameDeviceStore(db),
      codes: createSqliteFrameCodeStore(db),
      sessions: createSqliteFrameSessionStore(db),
      keys: createSqliteFrameKeyStore(db),
      identities: createSqliteFrameIdentityStore(db),
      socialStates: createSqliteSocialStateStore(db),
    },
    frameShares: createSqliteFrameShareStore(db),
    siwx: createSqliteSIWXStorage(db),
    idempotency: createSqliteIdempotencyStore(db),
    async close() {
      db.close()
    },
  }
}
