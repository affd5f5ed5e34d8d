import { createContext, Fragment, forwardRef, type ReactNode, useContext, useEffect, useRef } from 'react'
import {
  type CustomContainerComponentProps,
  type CustomItemComponentProps,
  Virtualizer,
  type VirtualizerHandle,
} from 'virtua'
import { useLastRowInView } from './use-last-row-in-view.js'

/** Rows mounted beyond a screenful before the list is laid out, so the first scroll shows no gap. */
const OVERSCAN = 6

/** What the list's `<ul>` and `<li>` need from the props; virtua renders them with its own props only. */
interface ListShape {
  label: string
  size: number
  heightOf(index: number): number
}

const Shape = createContext<ListShape>({ label: '', size: 0, heightOf: () => 0 })

const Rows = forwardRef<HTMLUListElement, CustomContainerComponentProps>(function Rows(
  { style, children },
  ref,
) {
  const { label } = useContext(Shape)
  return (
    <ul ref={ref} className="gw-virtual-list" aria-label={label} style={style}>
      {children}
    </ul>
  )
})

const Row = forwardRef<HTMLLIElement, CustomItemComponentProps>(function Row(
  { style, index, children },
  ref,
) {
  const { size, heightOf } = useContext(Shape)
  // virtua hides a row until it has measured it; our rows' heights are known, so an unmeasured row is already
  // in its place, and it must stay visible where nothing is ever measured (no layout).
  const placed = { ...style, visibility: undefined, height: heightOf(index) }
  return (
    <li ref={ref} style={placed} aria-setsize={size} aria-posinset={index + 1}>
      {children}
    </li>
  )
})

export interface VirtualListProps<T> {
  /** The list's accessible name. */
  label: string
  items: readonly T[]
  /** Each row's height in px, the gap below it included. */
  heightOf(item: T): number
  /** The height most rows have: where virtua has no row to ask, it assumes this one. */
  rowHeight: number
  /** The list's height until it is laid out (and wherever there is no layout): a screenful of rows is mounted. */
  fallbackHeight: number
  /** How close to the last loaded row (in rows) `onEndReached` is called. */
  endThreshold: number
  /** Called when the rows near the end come into view (infinite scroll). */
  onEndReached?: (() => void) | undefined
  /** Classes of the scrolling box besides `gw-virtual-scroll`. */
  className?: string
  /**
   * The rows hold nothing focusable (e.g. activity): the scrolling box takes focus itself, so a keyboard can
   * scroll it (WCAG 2.1.1). Lists of buttons scroll as focus moves through them and need no extra tab stop.
   */
  keyboardScroll?: boolean
  /** Shown below the rows, inside the scrolling box (e.g. "Loading more"). */
  footer?: ReactNode
  /** What identifies a row across loads and searches (React's key). */
  keyOf(item: T): string
  /** One row's content. */
  children(item: T, index: number): ReactNode
}

/**
 * A virtualized `<ul>`: only the rows in (and near) view are mounted, however many are loaded. Each `<li>`
 * tells assistive technology its place in the whole (`aria-setsize`, `aria-posinset`).
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, heightOf, rowHeight, fallbackHeight, endThreshold, onEndReached } = props
  const list = useRef<VirtualizerHandle>(null)
  const [lastInView, track] = useLastRowInView(list, items.length, fallbackHeight)

  useEffect(() => {
    if (onEndReached && items.length > 0 && lastInView >= items.length - endThreshold) onEndReached()
  }, [onEndReached, lastInView, items.length, endThreshold])

  const shape: ListShape = {
    label: props.label,
    size: items.length,
    heightOf: (index) => {
      const item = items[index]
      return item === undefined ? rowHeight : heightOf(item)
    },
  }
  return (
    <Shape.Provider value={shape}>
      <div
        className={props.className ? `gw-virtual-scroll ${props.className}` : 'gw-virtual-scroll'}
        tabIndex={props.keyboardScroll ? 0 : undefined}
      >
        <Virtualizer
          ref={list}
          as={Rows}
          item={Row}
          data={items}
          itemSize={rowHeight}
          ssrCount={screenful(shape.heightOf, fallbackHeight) + OVERSCAN}
          onScroll={track}
          onResize={track}
        >
          {(item: T, index: number) => (
            <Fragment key={props.keyOf(item)}>{props.children(item, index)}</Fragment>
          )}
        </Virtualizer>
        {props.footer}
      </div>
    </Shape.Provider>
  )
}

/**
 * How many rows from the top fill `height` px. virtua mounts that many from the top until the visitor first
 * scrolls (it reads the count once, on mount); without it, it mounts none until it has measured the list.
 */
function screenful(heightOf: (index: number) => number, height: number): number {
  let rows = 0
  // At most `height` rows, so a row of height 0 cannot loop forever.
  for (let top = 0; top < height && rows < height; rows++) top += heightOf(rows)
  return rows
}
