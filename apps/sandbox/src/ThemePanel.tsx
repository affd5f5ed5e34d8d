import { useAppKitTheme } from '@gangway/react'

/** The default accent (ui-react's `--gw-accent`), shown until the host sets its own. */
const DEFAULT_ACCENT = '#2563eb'

/**
 * The host's theme controls: light or dark, following the visitor's colour scheme, and AppKit's `--w3m-accent`,
 * all through the public theme API at run time (the end-to-end theming spec drives these).
 */
export function ThemePanel() {
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme()
  const nextTheme = themeMode === 'dark' ? 'light' : 'dark'
  const accent = themeVariables['--w3m-accent']
  return (
    <section aria-labelledby="theme-heading">
      <h2 id="theme-heading">Theme</h2>
      <div className="row">
        <button type="button" onClick={() => setThemeMode(nextTheme)}>
          Switch to {nextTheme} theme
        </button>
        <button type="button" aria-pressed={themeMode === 'system'} onClick={() => setThemeMode('system')}>
          Follow the system theme
        </button>
        <label>
          Accent colour{' '}
          <input
            type="color"
            value={typeof accent === 'string' ? accent : DEFAULT_ACCENT}
            onChange={(event) => setThemeVariables({ '--w3m-accent': event.target.value })}
          />
        </label>
      </div>
    </section>
  )
}
