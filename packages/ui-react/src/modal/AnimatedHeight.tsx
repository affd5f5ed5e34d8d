import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/** SPEC §2: the modal's height follows its content with a 150 ms transition (CSS `.gw-sizer`). */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = content.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      // Zero means "not laid out yet" (or no layout at all): leave the height to the content.
      if (element.offsetHeight > 0) setHeight(element.offsetHeight)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="gw-sizer" style={height === undefined ? undefined : { height }}>
      <div ref={content}>{children}</div>
    </div>
  )
}
