import { useEffect, useState } from 'react';

/**
 * Width under which a {@link ResourceList} shows cards instead of a table.
 * @example
 * <ResourceList cardsBelow={CARDS_BREAKPOINT} ... />
 */
export const CARDS_BREAKPOINT = 600;

/**
 * Whether the window is narrower than `width` pixels, kept in step with resizes.
 * @example
 * const phone = useNarrowScreen(CARDS_BREAKPOINT);
 */
export function useNarrowScreen(width: number): boolean {
  const narrowNow = () => typeof window !== 'undefined' && window.innerWidth < width;
  const [narrow, setNarrow] = useState(narrowNow);
  useEffect(() => {
    const check = () => setNarrow(narrowNow());
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width]);
  return narrow;
}
