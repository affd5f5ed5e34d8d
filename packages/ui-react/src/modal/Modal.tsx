import { usePreloadSignInParts } from './sign-in-parts.js'
import { type KeyboardEvent, type RefObject, Suspense, useEffect, useId, useRef } from 'react'
import { useSnapshot } from 'valtio/react'
import { usePreloadAccountTabs } from '../hooks/use-preload-account.js'
import { useCore } from '../context.js'
import { useMessages } from '../use-messages.js'
import { useThemeAttributes } from '../hooks/use-theme.js'
import { AnimatedHeight } from './AnimatedHeight.js'
import { deepActiveElement, getFocusable, trapTab } from './focus.js'
import { Header } from './Header.js'
import { usePreloadMultiChainParts } from './multichain-parts.js'
import { AlertBanner, Snackbar } from './Notices.js'
import { VIEWS } from './view-registry.js'

export interface ModalProps {
  /**
   * Inline in the page flow (a labelled region, no backdrop, no focus trap) instead of a dialog over the page.
   * Defaults to the instance's `enableEmbedded` option.
   */
  embedded?: boolean | undefined
}

/**
 * The modal: a labelled dialog over the page (or inline when embedded) showing the router's view.
 * While closed it renders nothing (unless embedded) but a snack raised meanwhile.
 */
export function Modal({ embedded: embeddedProp }: ModalProps) {
  const core = useCore()
  usePreloadAccountTabs()
  const modal = useSnapshot(core.store.modal.state)
  const theme = useThemeAttributes()
  const embedded = embeddedProp ?? modal.embedded
  // While an embedded modal is on the page it is the modal: open() shows its view there, and it shows the snacks.
  const overlaySuperseded = !embedded && modal.embeddedMounts > 0
  const visible = embedded || (modal.open && !overlaySuperseded)
  const card = useRef<HTMLElement>(null)

  useModalFocus(modal.open && visible, card, embedded)
  usePreloadMultiChainParts()
  usePreloadSignInParts()

  if (overlaySuperseded) return null
  if (!visible) return <PageSnackbar theme={theme} />
  const dialog = <Dialog cardRef={card} embedded={embedded} open={modal.open} shake={modal.shake} />
  return (
    <div className="gw-root" {...theme}>
      {embedded ? (
        dialog
      ) : (
        // The backdrop is a pointer convenience; keyboard users close with Escape or the Close button.
        // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click, not a control.
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog.
        <div
          className="gw-overlay"
          onClick={(event) => {
            if (event.target === event.currentTarget) core.close()
          }}
        >
          {dialog}
        </div>
      )}
    </div>
  )
}

/**
 * A snack raised while the modal is closed shows over the page: the embedded wallet refusing a call the host made
 * ('Action not allowed', SPEC §6) must be seen even though the visitor never opened the modal.
 */
function PageSnackbar({ theme }: { theme: ReturnType<typeof useThemeAttributes> }) {
  const core = useCore()
  const { open } = useSnapshot(core.store.snack.state)
  if (!open) return null
  return (
    <div className="gw-root gw-page-snackbar" {...theme}>
      <Snackbar />
    </div>
  )
}

interface DialogProps {
  cardRef: RefObject<HTMLElement | null>
  embedded: boolean
  /** Whether the modal was opened (an embedded one shows while closed too). */
  open: boolean
  shake: boolean
}

function Dialog({ cardRef, embedded, open, shake }: DialogProps) {
  const core = useCore()
  const t = useMessages()
  const titleId = useId()
  const router = useSnapshot(core.store.router.state)
  // Read so the header follows the sign-in flow: no Close button while a required sign-in waits.
  useSnapshot(core.store.siwx.state)
  const closable = !core.store.siwx.blocksClose(router.view)
  const entry = VIEWS[router.view]
  const title = entry ? entry.title(t, router.data) : router.view
  const View = entry?.component
  // An embedded modal shares the page with its controls: it keeps focus only while opened.
  useKeepFocusInside(cardRef, router.view, embedded ? open && 'page' : 'trap')

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!cardRef.current) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      core.close()
    } else if (event.key === 'Tab' && trapTab(cardRef.current, event.shiftKey)) {
      event.preventDefault()
    }
  }

  const content = (
    <>
      <Header
        titleId={titleId}
        title={title}
        onBack={router.history.length > 1 ? () => core.store.router.goBack() : undefined}
        onClose={closable ? () => core.close() : undefined}
      />
      <AlertBanner />
      <AnimatedHeight>
        <div className="gw-scroll">
          {/* Keyed by view so the SPEC §2 view transition (150 ms) plays on every change. */}
          <div key={router.view} className="gw-body">
            <Suspense fallback={<Loading />}>
              {View ? <View /> : <p className="gw-muted">{t('viewUnavailable')}</p>}
            </Suspense>
          </div>
        </div>
      </AnimatedHeight>
      <Snackbar />
    </>
  )
  const className = ['gw-card', embedded && 'gw-card--embedded', shake && 'gw-shake']
    .filter(Boolean)
    .join(' ')
  if (embedded) {
    // Inline on the page: a labelled region, no focus trap; focusable by script so that open() can move focus here.
    return (
      <section ref={cardRef} className={className} aria-labelledby={titleId} tabIndex={-1}>
        {content}
      </section>
    )
  }
  return (
    <div
      ref={cardRef as RefObject<HTMLDivElement | null>}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  )
}

function Loading() {
  const t = useMessages()
  return (
    <div className="gw-center" aria-busy="true">
      <span className="gw-spinner" aria-hidden="true" />
      <span className="gw-visually-hidden">{t('loading')}</span>
    </div>
  )
}

/**
 * A view change removes the control that had focus (the wallet just picked); focus would fall to the page,
 * out of reach of Escape and Tab. It moves to the dialog itself instead, as it does on open. `'page'` (an opened
 * embedded modal) takes focus back only when it fell to the page's body, never from the page's own controls;
 * `false` leaves focus alone.
 */
function useKeepFocusInside(
  card: RefObject<HTMLElement | null>,
  view: string,
  keep: 'trap' | 'page' | false,
): void {
  const shown = useRef(view)
  useEffect(() => {
    // The first view is the opening's business (useModalFocus), which also remembers the opener.
    if (shown.current === view) return
    shown.current = view
    const container = card.current
    if (!container || !keep) return
    const active = deepActiveElement(container.ownerDocument)
    if (keep === 'page' ? !active : !active || !container.contains(active)) container.focus()
  }, [card, view, keep])
}

/**
 * On open, focus moves into the modal (an embedded one is scrolled into view first); on close, back to whatever
 * had it before.
 */
function useModalFocus(active: boolean, card: RefObject<HTMLElement | null>, embedded: boolean): void {
  useEffect(() => {
    if (!active || !card.current) return
    const container = card.current
    const opener = deepActiveElement(container.ownerDocument)
    const openerOutside = opener && !container.contains(opener)
    if (embedded) container.scrollIntoView?.({ block: 'nearest' })
    ;(getFocusable(container)[0] ?? container).focus({ preventScroll: embedded })
    return () => {
      if (openerOutside && opener.isConnected) opener.focus()
    }
  }, [active, card, embedded])
}
