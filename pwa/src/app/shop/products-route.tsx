import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { CATALOGUE_PAGE_SIZE, pageCount } from '@shop/contracts/pagination';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { isCatalogueStatus, NO_FILTER } from '@shop/contracts/catalogue/catalogue-filter';
import { catalogueTitle } from '@shop/contracts/catalogue/catalogue-title';
import { catalogueOptionsQuery } from '@shop/contracts/catalogue/catalogue-options';
import { Pager } from '../../components/ui/pager';
import { StatusMessage } from '../../components/ui/status-message';
import { useFadeSwap } from '../../components/ui/use-fade-swap';
import { PAGE_CHANGE_SCROLL_RATIO } from '../../config/constants';
import { WelcomeCarousel } from '../../features/boards/components/welcome-carousel';
import { useProducts } from '../../features/catalogue/api/get-products';
import { filterHeadingText } from '../../features/catalogue/category-filter';
import { CatalogueControls } from '../../features/catalogue/components/catalogue-controls';
import { FilterHeading } from '../../features/catalogue/components/filter-heading';
import { ProductGrid, ProductGridPlaceholder } from '../../features/catalogue/components/product-grid';
import { useCatalogueParams } from '../../features/catalogue/hooks/use-catalogue-params';
import { CardAddToCart } from '../../features/cart/components/card-add-to-cart';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ProductsRoute() {
  const { status, filter, page, setPage, options, setOptions } = useCatalogueParams();
  const validStatus = isCatalogueStatus(status) ? status : null;
  const hasOptions = Object.keys(options).length > 0;
  const read = useProducts(validStatus && { status: validStatus, filter, page, ...(hasOptions && { options }) });
  const swapKey = `${status}/${filter}/${page}${catalogueOptionsQuery(options)}`;
  const { shown, phase } = useFadeSwap(read.status === 'success' ? read.data : undefined, swapKey);
  useScrollOnChange(swapKey);
  useDocumentTitle(catalogueTitle(validStatus ?? 'all', filter === NO_FILTER ? null : filterHeadingText(filter)));

  if (!validStatus) return <Navigate to={cataloguePath('all')} replace />;

  const totalPages = pageCount(shown?.totalItemNum ?? 0, CATALOGUE_PAGE_SIZE);

  return (
    <div className="page">
      <WelcomeCarousel />
      <FilterHeading filter={filter} />
      <CatalogueControls filter={filter} options={options} onChange={setOptions} />
      {read.status === 'error' ? (
        <StatusMessage tone="problem" title="We couldn't load the products." detail={read.error.message}>
          <button type="button" className="button button--primary" onClick={read.refetch}>
            Try again
          </button>
        </StatusMessage>
      ) : !shown ? (
        <>
          <p className="visually-hidden" role="status">
            Loading products…
          </p>
          <ProductGridPlaceholder count={6} />
        </>
      ) : shown.products.length === 0 ? (
        <StatusMessage title="No products found." detail="Try another category, a different keyword, or clear the filter.">
          <Link className="button button--primary" to={cataloguePath('all')}>
            Show all products
          </Link>
        </StatusMessage>
      ) : (
        <>
          <ProductGrid products={shown.products} phase={phase} renderCardAction={(product) => <CardAddToCart product={product} />} />
          <Pager page={page} totalPages={totalPages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}

/** After paging or filtering, bring the grid into view: about 60 % of the window height down. */
function useScrollOnChange(key: string) {
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    // jsdom, where the tests draw the page, has no matchMedia.
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: window.innerHeight * PAGE_CHANGE_SCROLL_RATIO, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [key]);
}
