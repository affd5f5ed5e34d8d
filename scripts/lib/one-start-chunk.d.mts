// Types for one-start-chunk.mjs, for the packages' tsup configs.
import type { Plugin } from 'esbuild'
export function oneStartChunk(startEntry: string): Plugin
