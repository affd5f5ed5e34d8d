/**
 * Runs `work` in a later task, once what the visitor just asked for is on screen: effects of a click run in
 * the same task as its render, and preparing for a next step must not delay this one. Returns a canceller.
 */
export function whenSettled(work: () => void): () => void {
  const handle = setTimeout(work, 0)
  return () => clearTimeout(handle)
}
