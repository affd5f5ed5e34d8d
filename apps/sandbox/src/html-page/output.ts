/** Writes `text` into the page's element marked `data-testid={id}` (text only: what is shown may come from wallets). */
export function show(id: string, text: string): void {
  const element = document.querySelector(`[data-testid="${id}"]`)
  if (element) element.textContent = text
}

/** Adds `text` to the top of the list marked `data-testid={id}`, keeping the latest `keep`. */
export function prepend(id: string, text: string, keep = 8): void {
  const list = document.querySelector(`[data-testid="${id}"]`)
  if (!list) return
  const item = document.createElement('li')
  item.textContent = text
  list.prepend(item)
  while (list.children.length > keep) list.lastElementChild?.remove()
}
