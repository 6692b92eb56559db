import { useState } from 'react';
import { UNBOUNDED_QUANTITY } from '../../../config/constants';
import { isSubTypeAvailable, type SubType } from '../product-model';

/** The chosen sub-type and quantity on the product page; the quantity never exceeds the chosen stock. */
export function useSubTypeChoice(subTypes: SubType[]) {
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const selected = selectedIndex === null ? null : (subTypes[selectedIndex] ?? null);

  const select = (index: number) => {
    const subType = subTypes[index];
    if (!subType || !isSubTypeAvailable(subType)) return false;
    setSelectedIndex(index);
    setQuantity((current) => Math.min(Math.max(current, 1), subType.LeftNum));
    return true;
  };

  return {
    selectedIndex,
    selected,
    quantity,
    setQuantity,
    maxQuantity: selected ? selected.LeftNum : UNBOUNDED_QUANTITY,
    select,
  };
}
