/**
 * A tiny in-process stand-in for a page and its cross-origin iframe. Posting between them works as in a browser:
 * the message is cloned, delivered later (a microtask, so fake timers do not hold it back), carries the sender's
 * origin and window, and is dropped when the target origin does not match the receiver. Tests can also dispatch
 * hand-made events with any origin and source, which is how forged messages are simulated.
 */
type Listener = (event: MessageEvent) => void

export interface Posted {
  data: unknown
  targetOrigin: string
}

export class FakeWindow {
  readonly listeners = new Set<Listener>()
  /** Everything posted to this window, as the sender addressed it. */
  readonly posted: Posted[] = []
  parent: FakeWindow = this
  /** Who may post to this window and so appears as the event's source. */
  sender: FakeWindow | undefined
  readonly location: { origin: string; search: string }

  constructor(origin: string, search = '') {
    this.location = { origin, search }
  }

  addEventListener(type: string, listener: Listener) {
    if (type === 'message') this.listeners.add(listener)
  }

  removeEventListener(type: string, listener: Listener) {
    if (type === 'message') this.listeners.delete(listener)
  }

  postMessage(data: unknown, targetOrigin: string) {
    if (targetOrigin === '*') throw new Error("postMessage with '*' is not allowed in Gangway")
    this.posted.push({ data, targetOrigin })
    const sender = this.sender
    if (!sender || targetOrigin !== this.location.origin) return
    const clone = structuredClone(data)
    void Promise.resolve().then(() =>
      this.dispatch({ data: clone, origin: sender.location.origin, source: sender }),
    )
  }

  /** Delivers a message synchronously, as the browser would call the listeners; throws if a listener throws. */
  dispatch(init: { data: unknown; origin: string; source: unknown }) {
    const event = { data: init.data, origin: init.origin, source: init.source } as unknown as MessageEvent
    for (const listener of this.listeners) listener(event)
  }

  asWindow(): Window {
    return this as unknown as Window
  }
}

export class FakeIframe {
  src = ''
  title = ''
  readonly style: Record<string, string> = { display: '' }
  readonly attributes = new Map<string, string>()
  contentWindow: FakeWindow | null = null
  removed = false

  constructor(private readonly onRemove: () => void) {}

  setAttribute(name: string, value: string) {
    this.attributes.set(name, value)
  }

  removeAttribute(name: string) {
    this.attributes.delete(name)
  }

  remove() {
    this.removed = true
    this.contentWindow = null
    this.onRemove()
  }
}

export interface FakePage {
  app: FakeWindow
  document: Document
  /** Every iframe the messenger created, oldest first. */
  iframes: FakeIframe[]
  /** The frame window of the newest iframe still in the page. */
  frame(): FakeWindow
}

/**
 * A page on `appOrigin` whose `createElement('iframe')` makes a frame window on `frameOrigin` once appended.
 * `onFrame` runs for each new frame window (for example to start a frame endpoint in it).
 */
export function createFakePage(
  appOrigin: string,
  frameOrigin: string,
  onFrame?: (frame: FakeWindow, iframe: FakeIframe) => void,
): FakePage {
  const app = new FakeWindow(appOrigin)
  const iframes: FakeIframe[] = []
  let current: FakeWindow | undefined
  const document = {
    defaultView: app,
    location: { origin: appOrigin },
    createElement: (tag: string) => {
      if (tag !== 'iframe') throw new Error(`unexpected element ${tag}`)
      return new FakeIframe(() => {
        current = undefined
      })
    },
    body: {
      appendChild: (iframe: FakeIframe) => {
        const frame = new FakeWindow(frameOrigin, new URL(iframe.src).search)
        frame.parent = app
        frame.sender = app
        app.sender = frame
        iframe.contentWindow = frame
        current = frame
        iframes.push(iframe)
        onFrame?.(frame, iframe)
        return iframe
      },
    },
  }
  return {
    app,
    document: document as unknown as Document,
    iframes,
    frame() {
      if (!current) throw new Error('no frame in the page')
      return current
    },
  }
}
