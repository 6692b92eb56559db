/** The CSV import as a terminal calls it: logs in as an admin, then posts the file as the back office does. */
import { PRODUCT_IMPORT_FIELD, type ProductImportResult } from '@shop/contracts/products/product-csv';

export interface ImportTarget {
  /** The shop's address, e.g. https://shop.example.com */
  url: string;
  email: string;
  password: string;
}

export type ImportAnswer = ProductImportResult & { message: string };

export async function importProductCsv({ url, email, password }: ImportTarget, csv: Buffer, filename: string): Promise<ImportAnswer> {
  const origin = new URL(url).origin;
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: origin };
  const login = await fetch(new URL('/api/users/login', origin), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Login as ${email} failed: ${await messageOf(login)}`);
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.append(PRODUCT_IMPORT_FIELD, new Blob([new Uint8Array(csv)], { type: 'text/csv' }), filename);
  const answer = await fetch(new URL('/api/products/import', origin), {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: form,
  });
  if (!answer.ok) throw new Error(`The import was refused: ${await messageOf(answer)}`);
  return (await answer.json()) as ImportAnswer;
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    return `${response.status} ${(JSON.parse(text) as { message: string }).message}`;
  } catch {
    return `${response.status} ${text.slice(0, 200)}`;
  }
}
