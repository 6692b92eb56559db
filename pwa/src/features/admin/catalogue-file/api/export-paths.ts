import { env } from '../../../../config/env';

export interface OrderExportFilters {
  from?: string;
  to?: string;
  status?: string;
}

/** The exports are plain downloads (GET, the session cookie): links, not calls. */
export const PRODUCT_EXPORT_URL = `${env.apiBase}/api/products/export`;

export function orderExportUrl(filters: OrderExportFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const search = query.toString();
  return `${env.apiBase}/api/orders/export${search ? `?${search}` : ''}`;
}
