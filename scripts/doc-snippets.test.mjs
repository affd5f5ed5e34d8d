// What the doc-snippet check compiles: which fences are code, and how a `// continues` block joins the one
// before it. Run by `pnpm check:doc-snippets` (node --test), before the check of the real docs.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { extractSnippets } from './check-doc-snippets.mjs'

const fence = (language, body) => `\`\`\`${language}\n${body}\n\`\`\`\n`

describe('extractSnippets', () => {
  it('takes ts and tsx blocks, each with the line it starts on', () => {
    const page = `# Title\n\n${fence('ts', 'const a = 1')}\ntext\n\n${fence('tsx', 'const b = <div />')}`
    assert.deepEqual(extractSnippets(page), [
      { language: 'ts', code: 'const a = 1\n', line: 3 },
      { language: 'tsx', code: 'const b = <div />\n', line: 9 },
    ])
  })

  it('skips shell, JSON, text, diff and unlabelled blocks', () => {
    const page = ['sh', 'json', 'text', 'diff', 'js', ''].map((language) => fence(language, 'x')).join('\n')
    assert.deepEqual(extractSnippets(page), [])
  })

  it('appends a `// continues` block to the snippet before it, without the marker line', () => {
    const page = `${fence('ts', 'const a = 1')}\nprose\n${fence('ts', '// continues: uses a\nconsole.log(a)')}`
    assert.deepEqual(extractSnippets(page), [
      { language: 'ts', code: 'const a = 1\n\nconsole.log(a)\n', line: 1 },
    ])
  })

  it('joins across a skipped block, and a tsx continuation makes the whole snippet tsx', () => {
    const page = [
      fence('ts', 'const a = 1'),
      fence('sh', 'pnpm add x'),
      fence('tsx', '// continues\n<p>{a}</p>'),
    ]
    const [snippet, ...rest] = extractSnippets(page.join('\n'))
    assert.equal(rest.length, 0)
    assert.equal(snippet.language, 'tsx')
    assert.equal(snippet.code, 'const a = 1\n\n<p>{a}</p>\n')
  })

  it('keeps a `// continues` block with nothing before it as a snippet of its own', () => {
    const [snippet] = extractSnippets(fence('ts', '// continues\nconst a = 1'))
    assert.equal(snippet.code, '// continues\nconst a = 1\n')
  })

  it('treats `// continues` only as the first line of a block', () => {
    const page = `${fence('ts', 'const a = 1')}${fence('ts', 'const b = 2\n// continues')}`
    assert.equal(extractSnippets(page).length, 2)
  })
})
