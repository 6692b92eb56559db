import { useState } from 'react';
import { UNBOUNDED_QUANTITY } from '../../../config/constants';
import { isSubTypeAvailable, type SubType } from '../product-model';

/**
 * The chosen sub-type and quantity. Choosing another sub-type keeps the quantity, so that adding more than its
 * stock is refused with the spec's message instead of silently changing what the shopper asked for.
 */
export function useSubTypeChoice(subTypes: SubType[]) {
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const selected = selectedIndex === null ? null : (subTypes[selectedIndex] ?? null);

  const select = (index: number) => {
    const subType = subTypes[index];
    if (!subType || !isSubTypeAvailable(subType)) return false;
    setSelectedIndex(index);
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
