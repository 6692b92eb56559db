import { useMemo, type ReactNode } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useSlideIndex } from '../../../components/ui/use-slide-index';
import { useToast } from '../../../components/ui/use-toast';
import { buildGallery } from '../gallery-images';
import { useSubTypeChoice } from '../hooks/use-sub-type-choice';
import { stockExceededMessage, type Product, type SubType } from '../product-model';
import { ProductGallery } from './product-gallery';
import { SubTypeTiles } from './sub-type-tiles';
import './product-details.css';

interface ProductDetailsProps {
  product: Product;
  /** The favourites feature's heart, placed by the app. */
  favouriteToggle?: ReactNode;
  /** The cart feature's add button for the current choice, placed by the app. */
  renderAddToCart?: (choice: { subType: SubType | null; quantity: number }) => ReactNode;
  /** The push feature's "Notify me" under a sold-out sub-type, placed by the app. */
  renderSoldOutAction?: (subType: SubType) => ReactNode;
}

export function ProductDetails({ product, favouriteToggle, renderAddToCart, renderSoldOutAction }: ProductDetailsProps) {
  const gallery = useMemo(() => buildGallery(product), [product]);
  const slides = useSlideIndex(gallery.images.length);
  const choice = useSubTypeChoice(product.SubTypeSet);
  const { showToast } = useToast();

  const chooseSubType = (index: number) => {
    if (!choice.select(index)) return;
    const imageIndex = gallery.subTypeImageIndex[index];
    if (imageIndex !== undefined) slides.goTo(imageIndex, { force: true });
  };

  return (
    <article className="product-details">
      <ProductGallery images={gallery.images} slides={slides} />
      <div className="product-details__info">
        <div className="product-details__heading">
          <h1 className="product-details__name">{product.ProductName}</h1>
          {favouriteToggle}
        </div>
        <dl className="product-details__facts">
          <div>
            <dt>Category</dt>
            <dd>{product.Category.join(', ') || '—'}</dd>
          </div>
          <div>
            <dt>IP</dt>
            <dd>{product.IP.join(', ') || '—'}</dd>
          </div>
        </dl>
        <p className="product-details__description">{product.Description}</p>
        <SubTypeTiles
          subTypes={product.SubTypeSet}
          selectedIndex={choice.selectedIndex}
          onSelect={chooseSubType}
          renderSoldOutAction={renderSoldOutAction}
        />
        <div className="product-details__purchase">
          <span className="product-details__quantity-label" aria-hidden="true">
            Quantity
          </span>
          <QuantityStepper
            label="Quantity"
            value={choice.quantity}
            max={choice.maxQuantity}
            onChange={choice.setQuantity}
            onExceedMax={(max) => showToast(stockExceededMessage(choice.selected?.Name ?? '', max))}
          />
          {renderAddToCart?.({ subType: choice.selected, quantity: choice.quantity })}
        </div>
      </div>
    </article>
  );
}
