import { pageAt } from './pages'

const root = document.getElementById('root') as HTMLElement
void pageAt(window.location.pathname)
  .load()
  .then(({ start }) => start(root))
