import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react'

export interface LazyView<Props extends object = object> {
  /** The view once its code has arrived. */
  readonly loaded: ComponentType<Props> | undefined
  /** The view through `React.lazy`, for a render before its code arrived. */
  readonly suspending: LazyExoticComponent<ComponentType<Props>>
  /** Starts the download; once it is done the view renders at once, without suspending. */
  preload(): Promise<void>
}

/**
 * A view (or a part of one) whose code loads on demand. Unlike a bare `React.lazy`, one that was preloaded
 * renders directly (see LazyViewOutlet): React holds back content that suspended for a moment (its fallback
 * throttle, ~300 ms), and a preloaded view has nothing to wait for.
 */
export function lazyView<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyView<Props> {
  let loaded: ComponentType<Props> | undefined
  let pending: Promise<ComponentType<Props>> | undefined
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
  return renderLazyView(view, {})
}

/**
 * A lazy part with its props: directly when its code is there, else it suspends, so the nearest Suspense
 * boundary (the modal's, around the whole view) shows until it arrives — never half a view that then shifts.
 */
export function renderLazyView<Props extends object>(view: LazyView<Props>, props: Props) {
  return createElement(view.loaded ?? view.suspending, props)
}
