import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { StatusMessage } from '../../components/ui/status-message';
import { useProduct } from '../../features/catalogue/api/get-product';
import { useRelatedProducts } from '../../features/catalogue/api/get-related-products';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { RelatedProducts } from '../../features/catalogue/components/related-products';
import { CardAddToCart } from '../../features/cart/components/card-add-to-cart';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { FavouriteHeart } from '../../features/favourites/components/favourite-heart';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyWithQueries } from '../lazy-with-queries';
import './product-route.css';

// Loaded only when the product has a sold-out sub-type: the page's first load carries no push code.
const NotifyMeButton = lazyWithQueries(async () => (await import('../../features/push/components/notify-me-button')).NotifyMeButton);

/** 404 for an unknown product, 400 for an id that cannot be one. */
const MISSING_PRODUCT_STATUSES = [400, 404];

export function ProductRoute() {
  const { id } = useParams();
  const read = useProduct(id);
  useDocumentTitle(read.status === 'success' ? read.data.ProductName : null);

  return (
    <div className="page product-page">
      <Link className="product-page__back" to={cataloguePath('all')}>
        ← All products
      </Link>
      {read.status === 'pending' && <StatusMessage title="Loading the product…" />}
      {read.status === 'error' &&
        (MISSING_PRODUCT_STATUSES.includes(read.error.status) ? (
          <StatusMessage title="We couldn't find this product." detail={read.error.serverMessage}>
            <Link className="button button--primary" to={cataloguePath('all')}>
              Browse all products
            </Link>
          </StatusMessage>
        ) : (
          <StatusMessage tone="problem" title="We couldn't load this product." detail={read.error.message}>
            <button type="button" className="button button--primary" onClick={read.refetch}>
              Try again
            </button>
          </StatusMessage>
        ))}
      {read.status === 'success' && (
        <ProductDetails
          key={read.data._id}
          product={read.data}
          favouriteToggle={<FavouriteHeart proid={read.data._id} product={read.data} />}
          renderAddToCart={(choice) => <AddToCartButton product={read.data} {...choice} />}
          renderSoldOutAction={(subType) => (
            <Suspense fallback={null}>
              <NotifyMeButton productId={read.data._id} subType={subType.Name} />
            </Suspense>
          )}
        />
      )}
      {read.status === 'success' && (
        // A boundary of its own: hydrating a server page, React leaves it for a pass and a commit of its own after
        // the product's (below the fold, it can wait), so neither is one long task.
        <Suspense fallback={null}>
          <ProductRelated productId={read.data._id} />
        </Suspense>
      )}
    </div>
  );
}

/** Read after the product: the page shows the product first and does without them when they fail. */
function ProductRelated({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  return related.status === 'success' ? (
    <RelatedProducts products={related.data} renderCardAction={(product) => <CardAddToCart product={product} />} />
  ) : null;
}
