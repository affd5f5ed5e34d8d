import { defineProject, type UserWorkspaceConfig } from 'vitest/config'

const fileReset = new URL('./vitest.file-reset.ts', import.meta.url).pathname

/**
 * Per-package vitest project: resolves workspace packages to their TypeScript sources. Files of a project
 * share their worker's module cache instead of loading every module again per file (`isolate: false`); a
 * setup file undoes each file's stubs, fake timers and spies before the next file runs.
 */
export function gangwayProject(name: string, test: UserWorkspaceConfig['test'] = {}) {
  const setupFiles = [fileReset, ...[test.setupFiles ?? []].flat()]
  return defineProject({
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    // A test's time limit guards against a hang, not for speed: a 2-core CI machine under load runs several times
    // slower than a workstation, so the default leaves room (vitest's own is 5 s).
    test: { name, environment: 'node', isolate: false, testTimeout: 15_000, ...test, setupFiles },
  })
}
