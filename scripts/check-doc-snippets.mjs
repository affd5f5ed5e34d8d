// Type-checks every TypeScript snippet of the docs against the built packages, so an example a host copies
// compiles. Run after `pnpm build`.
//
// A ```ts or ```tsx block is one module. A block that continues an earlier one of the same page (it uses names the
// earlier block declared) starts with the comment `// continues`: it is checked appended to the block before it.
// Shell, JSON and text blocks are not code a host compiles and are skipped.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WORK = path.join(ROOT, 'node_modules/.cache/doc-snippets')
const PAGE_GLOBS = ['README.md', 'docs', 'packages', 'packages/adapters', 'apps']
const CODE_BLOCK = /^```(ts|tsx)\s*\n([\s\S]*?)^```\s*$/gm
const CONTINUES = /^\/\/ continues\b.*\n/

/** Every markdown page a host reads: the root README, docs/ (with its folders) and each package's or app's README. */
function listPages() {
  const pages = []
  for (const entry of PAGE_GLOBS) {
    const full = path.join(ROOT, entry)
    if (entry.endsWith('.md')) pages.push(full)
    else if (entry === 'docs') {
      // docs/ and its folders (docs/hosts/).
      for (const name of fs.readdirSync(full, { recursive: true })) {
        if (name.endsWith('.md')) pages.push(path.join(full, name))
      }
    } else {
      for (const dir of fs.readdirSync(full, { withFileTypes: true })) {
        const readme = path.join(full, dir.name, 'README.md')
        if (dir.isDirectory() && fs.existsSync(readme)) pages.push(readme)
      }
    }
  }
  return pages
}

/** The snippets of one page, each with the line it starts on; `// continues` blocks joined to the one before. */
export function extractSnippets(markdown) {
  const snippets = []
  for (const match of markdown.matchAll(CODE_BLOCK)) {
    const [, language, body] = match
    const line = markdown.slice(0, match.index).split('\n').length
    const previous = snippets.at(-1)
    if (CONTINUES.test(body) && previous) {
      previous.code += `\n${body.replace(CONTINUES, '')}`
      if (language === 'tsx') previous.language = 'tsx'
    } else {
      snippets.push({ language, code: body, line })
    }
  }
  return snippets
}

/**
 * One node_modules holding every package any workspace package can import (links to pnpm's copies), so a
 * snippet resolves `@gangway/react`, `wagmi` or `ethers` the way a host's install would: through their exports.
 */
function linkDependencies(target) {
  fs.mkdirSync(target, { recursive: true })
  const owners = [ROOT]
  for (const parent of ['packages', 'packages/adapters', 'apps']) {
    for (const dir of fs.readdirSync(path.join(ROOT, parent), { withFileTypes: true })) {
      if (dir.isDirectory()) owners.push(path.join(ROOT, parent, dir.name))
    }
  }
  const link = (from, name) => {
    const destination = path.join(target, name)
    if (fs.existsSync(destination)) return
    fs.mkdirSync(path.dirname(destination), { recursive: true })
    fs.symlinkSync(fs.realpathSync(from), destination)
  }
  for (const owner of owners) {
    const modules = path.join(owner, 'node_modules')
    if (!fs.existsSync(modules)) continue
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith('.')) continue
      if (entry.startsWith('@')) {
        for (const scoped of fs.readdirSync(path.join(modules, entry))) {
          link(path.join(modules, entry, scoped), `${entry}/${scoped}`)
        }
      } else {
        link(path.join(modules, entry), entry)
      }
    }
  }
}

function main() {
  fs.rmSync(WORK, { recursive: true, force: true })
  fs.mkdirSync(WORK, { recursive: true })
  linkDependencies(path.join(WORK, 'node_modules'))
  const origins = new Map()
  for (const page of listPages()) {
    const relative = path.relative(ROOT, page)
    const pageKey = relative.replace(/[/.]/g, '_')
    const folder = path.join(WORK, pageKey)
    fs.mkdirSync(folder)
    // A package's README resolves that package's own dependencies first (ethers5's page imports ethers 5, not
    // the ethers 6 other packages use), as the host that installs it would; the rest come from the shared folder.
    const ownModules = path.join(path.dirname(page), 'node_modules')
    if (page !== path.join(ROOT, 'README.md') && fs.existsSync(ownModules)) {
      fs.symlinkSync(ownModules, path.join(folder, 'node_modules'))
    }
    for (const [index, snippet] of extractSnippets(fs.readFileSync(page, 'utf8')).entries()) {
      const name = `${pageKey}_${index + 1}.${snippet.language}`
      // `export {}` keeps each snippet a module of its own, whatever it imports.
      fs.writeFileSync(path.join(folder, name), `${snippet.code}\nexport {}\n`)
      origins.set(name, `${relative}:${snippet.line}`)
    }
  }
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      types: ['node'],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }
  fs.writeFileSync(path.join(WORK, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', WORK], { encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const output = String(error.stdout ?? error)
    // Name each failing snippet by its page and line, not by the generated file.
    console.error(
      output.replace(/^(\S+?\.tsx?)\((\d+),(\d+)\)/gm, (_, file, line) => {
        const name = path.basename(file)
        return `${origins.get(name) ?? name} (snippet line ${line})`
      }),
    )
    console.error(`doc snippets: failed (${origins.size} snippets checked)`)
    process.exit(1)
  }
  console.log(`doc snippets: ${origins.size} snippets type-check`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
