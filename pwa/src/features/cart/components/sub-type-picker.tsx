import { Link } from 'react-router-dom';
import { Drawer } from '../../../components/ui/drawer';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useToast } from '../../../components/ui/use-toast';
import { useSubTypeChoice } from '../../catalogue/hooks/use-sub-type-choice';
import { soleMarkerSubType, stockExceededMessage } from '../../catalogue/product-model';
import { subTypePrice } from '../../catalogue/product-price';
import { formatUsd } from '@shop/contracts/money';
import { addToCart, pickableSubTypes, type CartProduct } from '../cart-rules';
import { useCartChange } from '../hooks/use-cart-change';
import './sub-type-picker.css';

interface SubTypePickerProps {
  product: CartProduct;
  onClose: () => void;
}

/** The product card's picker: a sub-type in stock, a quantity, and Add. */
export function SubTypePicker({ product, onClose }: SubTypePickerProps) {
  const subTypes = pickableSubTypes(product.SubTypeSet);
  // A product of one marker sub-type is bought as it is: nothing to choose (useSubTypeChoice has chosen it).
  const sole = soleMarkerSubType(subTypes);
  const choice = useSubTypeChoice(subTypes);
  const change = useCartChange();
  const { showToast } = useToast();

  const add = async () => {
    const outcome = await change((lines) => addToCart(lines, { product, subType: choice.selected, quantity: choice.quantity }));
    if (outcome.result !== 'rejected') onClose();
  };

  return (
    <Drawer title={product.ProductName} placement="sheet" onClose={onClose}>
      <div className="sub-type-picker">
        {sole ? (
          <p className="sub-type-picker__sole">
            {formatUsd(subTypePrice(sole).currentCents)} · Stock: {sole.LeftNum}
          </p>
        ) : (
          <fieldset className="sub-type-picker__types">
            <legend className="sub-type-picker__legend">Choose a type</legend>
            {subTypes.length === 0 && (
              <p className="sub-type-picker__none">
                No type can be picked here: see the <Link to={`/product/${product._id}`}>product page</Link>.
              </p>
            )}
            {subTypes.map((subType, index) => (
              <label key={subType.Name} className="sub-type-picker__type">
                <input
                  type="radio"
                  name={`sub-type-${product._id}`}
                  checked={choice.selectedIndex === index}
                  onChange={() => choice.select(index)}
                />
                <span className="sub-type-picker__name">{subType.Name}</span>
                <span className="sub-type-picker__price">{formatUsd(subTypePrice(subType).currentCents)}</span>
                <span className="sub-type-picker__stock">Stock: {subType.LeftNum}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="sub-type-picker__actions">
          <QuantityStepper
            label="Quantity"
            value={choice.quantity}
            max={choice.maxQuantity}
            onChange={choice.setQuantity}
            onExceedMax={(max) => showToast(stockExceededMessage(choice.selected?.Name ?? '', max))}
          />
          <button type="button" className="button button--primary" onClick={add}>
            Add
          </button>
        </div>
      </div>
    </Drawer>
  );
}
