import { matchPath, useLocation } from 'react-router-dom';
import { cataloguePath, searchFilter } from '@shop/contracts/catalogue/catalogue-filter';
import { isCatalogueStatus } from '@shop/contracts/catalogue/catalogue-filter';

/**
 * Where the navigation's category entries and search lead (spec §2): on the products page they
 * keep the current tab; from anywhere else they go to the ALL tab.
 */
export function useCatalogueLinks() {
  const { pathname } = useLocation();
  const status = matchPath('/products/:status/*', pathname)?.params.status;
  const currentStatus = isCatalogueStatus(status) ? status : 'all';
  return {
    inProductsArea: pathname.startsWith('/products/') || pathname.startsWith('/product/'),
    onCheckout: pathname === '/checkout' || pathname.startsWith('/checkout/'),
    categoryLink: (filter: string) => cataloguePath(currentStatus, filter),
    searchLink: (keyword: string) => cataloguePath(currentStatus, searchFilter(keyword)),
  };
}
