import { useState } from 'react';
import { UNBOUNDED_QUANTITY } from '../../../config/constants';
import { isSubTypeAvailable, soleMarkerSubType, type SubType } from '../product-model';

/**
 * The chosen sub-type and quantity. Choosing another sub-type keeps the quantity, so that adding more than its
 * stock is refused with the spec's message instead of silently changing what the shopper asked for.
 */
export function useSubTypeChoice(subTypes: SubType[]) {
  const [selectedIndex, setSelectedIndex] = useState<number | null>(() => (isBoughtWithoutChoosing(subTypes) ? 0 : null));
  const [quantity, setQuantity] = useState(1);
  const selected = selectedIndex === null ? null : (subTypes[selectedIndex] ?? null);

  const select = (index: number) => {
    const subType = subTypes.at(index);
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

/** A product of one marker sub-type in stock is bought as it is: the marker is chosen already (spec §2 hides it). */
function isBoughtWithoutChoosing(subTypes: SubType[]): boolean {
  const sole = soleMarkerSubType(subTypes);
  return sole !== undefined && isSubTypeAvailable(sole);
}
