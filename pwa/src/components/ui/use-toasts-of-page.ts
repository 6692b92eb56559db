import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from './use-toast';

/** Clears the toast bar when the shopper or admin moves to another page (query changes stay on it). */
export function useToastsOfPage(): void {
  const { pathname } = useLocation();
  const { enterPage } = useToast();
  useEffect(() => enterPage(pathname), [pathname, enterPage]);
}
