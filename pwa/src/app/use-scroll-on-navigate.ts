import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, by location key. */
const scrollPositions = new Map<string, number>();

/**
 * A new page opens at its top; Back and Forward return to where the shopper was. The first page is left
 * alone: the browser (or the server page the app took over) already has its scroll position.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useLayoutEffect(() => {
    const remember = () => scrollPositions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    if (!firstRender.current) window.scrollTo(0, navigationType === NavigationType.Pop ? (scrollPositions.get(location.key) ?? 0) : 0);
    firstRender.current = false;
    return () => window.removeEventListener('scroll', remember);
  }, [location.key, navigationType]);
}
