import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether an element is on screen, or within a row's height of it, so a long list can leave the rows nobody sees
 * alone. One observer watches every element (a long list would otherwise create one per row); true until it
 * first reports, and always where the browser has no IntersectionObserver.
 */
type Report = (visible: boolean) => void;
const watched = new WeakMap<Element, Report>();
let observer: IntersectionObserver | null = null;

function observe(el: Element, report: Report): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) watched.get(e.target)?.(e.isIntersecting);
    },
    { rootMargin: '80px 0px' },
  );
  watched.set(el, report);
  observer.observe(el);
  return () => {
    watched.delete(el);
    observer?.unobserve(el);
  };
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    return observe(el, setVisible);
  }, [ref]);
  return visible;
}
