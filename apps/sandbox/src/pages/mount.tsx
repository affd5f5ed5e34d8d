import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AdapterPage, type NamespacePanel } from '../AdapterPage'

export function mountAdapterPage(
  root: HTMLElement,
  title: string,
  panels: NamespacePanel[],
  extra?: ReactNode,
) {
  document.title = `${title} · Gangway sandbox`
  createRoot(root).render(
    <StrictMode>
      <AdapterPage title={title} panels={panels}>
        {extra}
      </AdapterPage>
    </StrictMode>,
  )
}
