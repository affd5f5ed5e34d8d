import { readFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'
import { oneStartChunk } from '../../scripts/lib/one-start-chunk.mjs'

/**
 * The stylesheets are CSS in template literals, written readably. esbuild does not minify inside a string, so the
 * build drops what CSS never reads: the line breaks and indentation, and any space next to `{`, `}` or `;`. Spaces
 * between words (descendant selectors, values) stay.
 */
function compactCss(css: string): string {
  return css
    .replace(/([{;])\s+/g, '$1')
    .replace(/\s+([{};])/g, '$1')
    .replace(/\}\s*\n\s*/g, '}')
    .replace(/\s*\n\s*/g, ' ')
}

const STYLESHEET = /[/\\]theme[/\\]([\w-]+-css|tokens)\.ts$/

export default defineConfig({
  entry: ['src/index.ts', 'src/messages-entry.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  esbuildPlugins: [
    {
      name: 'gangway-compact-css',
      setup(build) {
        build.onLoad({ filter: STYLESHEET }, async (args) => {
          const source = await readFile(args.path, 'utf8')
          return { contents: source.replace(/`[^`]*`/g, compactCss), loader: 'ts' }
        })
      },
    },
    // What a page loads at start (the buttons, the modal's mount) ships as one file (scripts/lib/one-start-chunk.mjs).
    oneStartChunk('src/index.ts'),
  ],
})
