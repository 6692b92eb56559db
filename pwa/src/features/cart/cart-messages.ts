/** The add-to-cart messages of spec §5, word for word. */
export const CART_MESSAGES = {
  selectSubType: 'You should at least select one sub-type.',
  addAtLeastOne: 'You should at least add one item.',
  added: 'Add to cart successfully.',
  empty: 'Your cart is empty.',
  stockLimit: (stock: number) => `The quantity exceeds the stock limit [${stock}].`,
  cappedAtStock: (subType: string, stock: number, inCart: number) =>
    `Will exceed ${subType}'s stock quantity [${stock}] (Current in cart: ${inCart}).`,
  plusBeyondStock: (name: string, subType: string, stock: number) => `Will exceed [${name} - ${subType}]'s stock quantity [${stock}].`,
};
