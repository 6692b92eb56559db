import { useEffect } from 'react';

const SHOP_NAME = 'Kawaii Shop';

export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : `${SHOP_NAME} — cute character accessories`;
  }, [title]);
}
