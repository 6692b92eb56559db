import { useQuery } from '@tanstack/react-query';
import { getPartProducts } from '../../catalogue/api/get-part-products';
import { linePictures, type LinePictures } from '../reprice-cart';

const NO_PICTURES: LinePictures = new Map();

/** The thumbnails of an order's lines (the continued checkout), read once from the products they came from. */
export function useLinePictures(lines: readonly { proid: string }[]): LinePictures {
  const proids = [...new Set(lines.map((line) => line.proid))].sort();
  const read = useQuery({
    queryKey: ['cart', 'line-pictures', proids],
    queryFn: async () => linePictures(await getPartProducts(proids)),
  });
  return read.data ?? NO_PICTURES;
}
