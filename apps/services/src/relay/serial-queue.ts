/**
 * Runs one connection's frames one after another, in arrival order, even when a handler awaits (the
 * mailbox, a delayed fault): a client's subscribe is in place before its next publish is handled.
 */
export class SerialQueue {
  #tail: Promise<void> = Promise.resolve()

  constructor(private readonly onError: (error: unknown) => void) {}

  push(task: () => Promise<void>): void {
    this.#tail = this.#tail.then(task).catch(this.onError)
  }
}
