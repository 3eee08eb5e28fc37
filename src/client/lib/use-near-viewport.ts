import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is on screen or about to be (within `margin` of the viewport), and
 * from then on. For work that only matters once seen: a phone then spends its first seconds
 * on what is on screen (issue 27 item 7). Without IntersectionObserver, true at once.
 */
export function useNearViewport<E extends Element>(margin = '200px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [near, ref] as const;
}
