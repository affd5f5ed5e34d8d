import { SUPPORTED_LOCALES } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_PARTS, englishCatalogue, placeholdersOf } from './english-catalogue.js'
import { LOCALE_LOADERS } from './locale-loaders.js'

const ENGLISH = englishCatalogue()
const TRANSLATED = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')

async function localeFile(locale: (typeof TRANSLATED)[number]): Promise<Record<string, unknown>> {
  const { default: data } = await LOCALE_LOADERS[locale]()
  expect(data, `${locale}.json is a flat JSON object`).toBeTypeOf('object')
  return data as Record<string, unknown>
}

/** Keys for a failure message: enough to act on, not a wall of text. */
function listed(keys: string[]): string {
  if (keys.length === 0) return 'none'
  return keys.length > 12 ? `${keys.slice(0, 12).join(', ')} and ${keys.length - 12} more` : keys.join(', ')
}

describe('the English catalogue', () => {
  it('has each key in one part only, so one locale file can translate every part', () => {
    const owners = new Map<string, string[]>()
    for (const [name, part] of Object.entries(CATALOGUE_PARTS)) {
      for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), name])
    }
    // The buttons' part is spread into the main catalogue on purpose: the modal shows those strings too.
    const shared = [...owners].filter(([, parts]) => parts.length > 1)
    expect(shared).toEqual([])
  })
})

describe.each(TRANSLATED)('locales/%s.json', (locale) => {
  it('has exactly the English keys: none missing, none extra', async () => {
    const strings = await localeFile(locale)
    const missing = Object.keys(ENGLISH).filter(
      (key) => typeof strings[key] !== 'string' || strings[key] === '',
    )
    const extra = Object.keys(strings).filter((key) => !Object.hasOwn(ENGLISH, key))
    const summary = `${locale}: missing ${listed(missing)}; extra ${listed(extra)}`
    expect({ missing, extra }, summary).toEqual({
      missing: [],
      extra: [],
    })
  })

  it("keeps every placeholder of the English string, so the modal's values still show", async () => {
    const strings = await localeFile(locale)
    const lost = Object.entries(ENGLISH).flatMap(([key, english]) => {
      const translated = strings[key]
      if (typeof translated !== 'string') return []
      const kept = new Set(placeholdersOf(translated))
      const gone = placeholdersOf(english).filter((name) => !kept.has(name))
      return gone.length > 0 ? [`${key}: {${gone.join('}, {')}}`] : []
    })
    expect(lost, `${locale}: placeholders lost`).toEqual([])
  })
})
