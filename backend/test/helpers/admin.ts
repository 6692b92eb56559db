import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import type { MailMessage } from '../../src/mail/mail-message.js';
import { ImageStoreService } from '../../src/uploads/image-store.service.js';
import { type Client, clientOf, loggedInClient, makeAdmin, registerThroughApi, SHOP_ORIGIN, uniqueEmail } from './accounts.js';

export interface RoleClients {
  anonymous: Client;
  customer: Client;
  admin: Client;
}

/** A visitor, a logged-in customer and a logged-in admin, each registered through the API. */
export async function roleClients(app: NestExpressApplication, outbox: MailMessage[]): Promise<RoleClients> {
  const customerEmail = uniqueEmail('customer');
  const adminEmail = uniqueEmail('admin');
  await registerThroughApi(app, outbox, customerEmail);
  await registerThroughApi(app, outbox, adminEmail);
  await makeAdmin(app, adminEmail);
  return { anonymous: clientOf(app), customer: await loggedInClient(app, customerEmail), admin: await loggedInClient(app, adminEmail) };
}

/** Another admin with a session of its own. */
export async function anotherAdmin(app: NestExpressApplication, outbox: MailMessage[]): Promise<Client> {
  const email = uniqueEmail('admin');
  await registerThroughApi(app, outbox, email);
  await makeAdmin(app, email);
  return loggedInClient(app, email);
}

/** A multipart image upload as the admin pages send it, with the file in `field`. */
export function uploadImage(client: Client, bytes: Buffer, filename: string, contentType: string, field = 'smfile') {
  return client.agent
    .post('/api/external/proxy/image')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('Origin', SHOP_ORIGIN)
    .attach(field, bytes, { filename, contentType });
}

let colourSequence = 0;

/** The URL of a small image put straight into the image store; each call stores a different image. */
export async function storedImageUrl(app: NestExpressApplication): Promise<string> {
  colourSequence += 1;
  const background = { r: (colourSequence * 37) % 256, g: (colourSequence * 91) % 256, b: 200 };
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background } }).webp().toBuffer();
  return (await app.get(ImageStoreService).saveImage(bytes, 'image/webp', 'test.webp')).url;
}
