import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { LazyViewOutlet, lazyView } from './lazy-view.js'

function Greeting() {
  return <p>Loaded view</p>
}

describe('lazyView', () => {
  it('renders a preloaded view at once, without showing the fallback', async () => {
    const view = lazyView(async () => Greeting)
    await view.preload()
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <LazyViewOutlet view={view} />
      </Suspense>,
    )
    expect(screen.getByText('Loaded view')).toBeTruthy()
    expect(screen.queryByText('Waiting')).toBeNull()
  })

  it('suspends a view that was not preloaded, then shows it; the code is fetched once', async () => {
    let loads = 0
    const view = lazyView(async () => {
      loads += 1
      return Greeting
    })
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <LazyViewOutlet view={view} />
      </Suspense>,
    )
    expect(screen.getByText('Waiting')).toBeTruthy()
    expect(await screen.findByText('Loaded view')).toBeTruthy()
    await view.preload()
    expect(loads).toBe(1)
  })
})
