import { useToast } from '../../../components/ui/use-toast';
import type { CartLine } from '../../../offline/cart-line';
import { updateCart } from '../../../offline/cart-store';
import type { CartOutcome } from '../cart-rules';

/** Applies a cart rule to the stored cart and shows its message. */
export function useCartChange() {
  const { showToast } = useToast();
  return async <Outcome extends CartOutcome>(rule: (lines: CartLine[]) => Outcome): Promise<Outcome> => {
    const outcome = await updateCart(rule);
    if (outcome.message) showToast(outcome.message);
    return outcome;
  };
}
