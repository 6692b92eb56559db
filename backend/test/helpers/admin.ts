import { createHash } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ImageStoreService } from '../../src/uploads/image-store.service.js';
import { type Client, clientOf, SHOP_ORIGIN } from './accounts.js';
import { createShopper } from './shoppers.js';

export interface RoleClients {
  anonymous: Client;
  customer: Client;
  admin: Client;
}

/** A visitor, a logged-in customer and a logged-in admin. */
export async function roleClients(app: NestExpressApplication): Promise<RoleClients> {
  const [customer, admin] = await Promise.all([createShopper(app), createShopper(app, 'admin')]);
  return { anonymous: clientOf(app), customer: customer.client, admin: admin.client };
}

/** A multipart image upload as the admin pages send it, with the file in `field`. */
export function uploadImage(client: Client, bytes: Buffer, filename: string, contentType: string, field = 'smfile') {
  return client.agent
    .post('/api/external/proxy/image')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('Origin', SHOP_ORIGIN)
    .attach(field, bytes, { filename, contentType });
}

export interface TestImage {
  bytes: Buffer;
  url: string;
}

/**
 * Bytes that stand in for an image and the URL the image store gives them (the SHA-256 of the bytes),
 * known before the app starts so that test tables can use it. The store keeps whatever it is given.
 */
export function testImage(label: string): TestImage {
  const bytes = Buffer.from(`test image: ${label}`);
  return { bytes, url: `/api/images/${createHash('sha256').update(bytes).digest('hex')}` };
}

export async function storeTestImages(app: NestExpressApplication, images: TestImage[]): Promise<void> {
  for (const image of images) await app.get(ImageStoreService).saveImage(image.bytes, 'image/webp', 'test.webp');
}
