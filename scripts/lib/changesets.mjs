// Reads the pending changesets (.changeset/*.md) without running changesets: which packages each one bumps.
import fs from 'node:fs'
import path from 'node:path'

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/
const RELEASE_LINE = /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch|none)\s*$/
const BUMP_ORDER = ['none', 'patch', 'minor', 'major']

/** Every pending changeset as { file, releases: [{ name, type }] }; a malformed one comes back with an error. */
export function readChangesets(changesetDir) {
  return fs
    .readdirSync(changesetDir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(changesetDir, file), 'utf8')
      const frontMatter = FRONT_MATTER.exec(text)
      if (!frontMatter) return { file, releases: [], error: 'has no front matter' }
      const releases = []
      for (const line of frontMatter[1].split(/\r?\n/).filter((entry) => entry.trim() !== '')) {
        const release = RELEASE_LINE.exec(line)
        if (!release) return { file, releases, error: `cannot read "${line.trim()}"` }
        releases.push({ name: release[1], type: release[2] })
      }
      return { file, releases }
    })
}

/** The highest bump the changesets ask of each package: what `changeset version` must apply at least. */
export function highestBumps(changesets) {
  const bumps = new Map()
  for (const { releases } of changesets) {
    for (const { name, type } of releases) {
      const current = bumps.get(name) ?? 'none'
      if (BUMP_ORDER.indexOf(type) > BUMP_ORDER.indexOf(current)) bumps.set(name, type)
    }
  }
  return bumps
}
