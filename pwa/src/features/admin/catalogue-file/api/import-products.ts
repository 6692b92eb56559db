import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMPORT_FIELD, type ProductImportResult, productImportResponseSchema } from '@shop/contracts/products/product-csv';
import { apiPostForm } from '../../../../lib/api-client';
import { catalogueQueryKeys } from '../../../catalogue/api/catalogue-query-keys';
import { adminQueryKeys } from '../../admin-query-keys';

async function importProducts(file: File): Promise<ProductImportResult> {
  const form = new FormData();
  form.append(PRODUCT_IMPORT_FIELD, file);
  return apiPostForm('/products/import', form, productImportResponseSchema);
}

/** An import; once the server took it, the admin lists, the dashboard and the shop's catalogue are read again. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.products }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: catalogueQueryKeys.all }),
      ]),
  });
}
