// The d.ts bundler drops module augmentations, so the JSX types of the custom elements are appended to the
// built entry's types as written in src/jsx.d.ts.
import fs from 'node:fs'

const jsx = fs.readFileSync(new URL('../src/jsx.d.ts', import.meta.url), 'utf8')
const entry = new URL('../dist/index.d.ts', import.meta.url)
fs.appendFileSync(entry, `\n${jsx}`)
