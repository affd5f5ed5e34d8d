import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export interface LazyView {
  /** The view once its code has arrived. */
  readonly loaded: ComponentType | undefined
  /** The view through `React.lazy`, for a render before its code arrived. */
  readonly suspending: LazyExoticComponent<ComponentType>
  /** Starts the download; once it is done the view renders at once, without suspending. */
  preload(): Promise<void>
}

/**
 * A view whose code loads on demand. Unlike a bare `React.lazy`, a view that was preloaded renders directly
 * (see LazyViewOutlet): React holds back content that suspended for a moment (its fallback throttle,
 * ~300 ms), and a preloaded view has nothing to wait for.
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
  return {
    get loaded() {
      return loaded
    },
    suspending: lazy(() => fetchOnce().then((component) => ({ default: component }))),
    preload: () => fetchOnce().then(() => undefined),
  }
}

/** Renders a lazy view: directly when its code is there, else through Suspense. */
export function LazyViewOutlet({ view }: { view: LazyView }) {
  const Loaded = view.loaded
  const Suspending = view.suspending
  return Loaded ? <Loaded /> : <Suspending />
}
