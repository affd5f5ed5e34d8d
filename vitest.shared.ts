import { defineProject, type UserWorkspaceConfig } from 'vitest/config'

/** Per-package vitest project: resolves workspace packages to their TypeScript sources. */
export function gangwayProject(name: string, test: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: { name, environment: 'node', ...test },
  })
}
