// Loaded on the directory's first call (controllers/directory.ts): the client and its response schemas.
export { createDirectoryClient } from '@gangway/api'
