import { type ComponentType, lazy } from 'react'

export interface LazyView {
  component: ComponentType
  /** Starts the download; once it is done the view renders at once, without suspending. */
  preload(): Promise<void>
}

/**
 * A view whose code loads on demand. Unlike a bare `React.lazy`, a view that was preloaded renders directly:
 * React holds back content that suspended for a moment (its fallback throttle, ~300 ms), and a preloaded view
 * has nothing to wait for.
 */
export function lazyView(load: () => Promise<ComponentType>): LazyView {
  let loaded: ComponentType | undefined
  let pending: Promise<ComponentType> | undefined
  const fetchOnce = () => {
    pending ??= load().then((component) => {
      loaded = component
      return component
    })
    return pending
  }
  const Suspending = lazy(() => fetchOnce().then((component) => ({ default: component })))
  function View() {
    const Loaded = loaded
    return Loaded ? <Loaded /> : <Suspending />
  }
  return {
    component: View,
    preload: () => fetchOnce().then(() => undefined),
  }
}
