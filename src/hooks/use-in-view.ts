import { useEffect, useState, type RefObject } from 'react'

/** Whether at least half of the element is inside the viewport; false until first observed. */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      threshold: 0.5,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return inView
}
