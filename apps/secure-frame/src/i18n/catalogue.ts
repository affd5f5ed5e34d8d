import { APPROVAL_TEXT, FUNCTION_NAME, LABEL, VALUE, WARNING } from '../approval/messages.js'
import { CALLBACK_TEXT } from '../pages/messages.js'
import { RECOVERY_ERROR, RECOVERY_TEXT } from '../recovery/messages.js'

/**
 * The frame's text groups by the name a locale file uses for them: a file's `LABEL.to` is `LABEL.to` here. The
 * groups are the objects the dialogs read when they render, so a locale applied before the first dialog shows
 * everywhere.
 */
const GROUPS = {
  APPROVAL_TEXT,
  LABEL,
  VALUE,
  WARNING,
  FUNCTION_NAME,
  RECOVERY_TEXT,
  RECOVERY_ERROR,
  CALLBACK_TEXT,
}

// The groups as the English source wrote them, kept before any locale replaces their words.
const ENGLISH: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(GROUPS).flatMap(([group, texts]) =>
      Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text as string]),
    ),
  ),
)

/** Every frame text in English, keyed `<GROUP>.<key>`: what a locale file translates. */
export function englishFrameStrings(): Readonly<Record<string, string>> {
  return ENGLISH
}

/**
 * Puts a locale's words in place of the English ones. Only known keys with string values are taken (a key
 * the frame does not have, or a value that is not text, is skipped), and a key the file lacks stays English.
 * Called with `{}`, it brings English back.
 */
export function applyFrameStrings(strings: Readonly<Record<string, unknown>>): void {
  for (const [id, english] of Object.entries(ENGLISH)) {
    const [group, key] = id.split('.') as [keyof typeof GROUPS, string]
    const translated = strings[id]
    // The groups are `as const` for their readers; this is the one place that writes them.
    ;(GROUPS[group] as Record<string, string>)[key] =
      typeof translated === 'string' && translated ? translated : english
  }
}
