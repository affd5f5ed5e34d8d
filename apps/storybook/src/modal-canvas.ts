import { waitFor, within } from 'storybook/test'

/**
 * Testing Library queries inside the modal's shadow root, once it has rendered. The queries run on
 * the root's first element (an Element, so failures print the markup).
 */
export async function modalCanvas(canvasElement: HTMLElement) {
  const mountPoint = await waitFor(() => {
    const element = canvasElement.querySelector('[data-gangway-modal]')?.shadowRoot?.firstElementChild
    if (!element?.querySelector('[role="dialog"], section')) throw new Error('The modal has not rendered yet')
    return element as HTMLElement
  })
  return within(mountPoint)
}
