import { loadOnce } from './load-once.js'

/** A module that loads on first use and then runs its calls at once, as if it had been there from the start. */
export interface LazyModule<M> {
  load(): Promise<M>
  /** The module when it has arrived. */
  loaded(): M | undefined
  /** `call` with the module: now when it has arrived, else once it does. */
  run<T>(call: (module: M) => Promise<T>): Promise<T>
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: M | undefined
  // loadOnce forgets a lost chunk, so the next call asks for it again.
  const load = loadOnce(() => importModule().then((arrived) => (module = arrived)))
  return {
    load,
    loaded: () => module,
    run: (call) => (module ? call(module) : load().then(call)),
  }
}
