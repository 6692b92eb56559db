import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertProduct, productModel, UNKNOWN_ID } from './helpers/factories.js';
import { accountsTestAppPerSuite, clientOf, database, loggedInClient, registerNewShopper, type Client } from './helpers/accounts.js';
import { errorResponseSchema, messageResponseSchema } from '@shop/contracts/message-response';
import { getUserResponseSchema, reviseFavResponseSchema } from '@shop/contracts/users/user';
import { expectContract } from './helpers/contract.js';

const ADDRESS = { location: '1 Main St, Springfield, IL 62701', recipient: 'Mia Chen', phone: '+1 555-123-4567' };

describe('the shopper profile', () => {
  const accounts = accountsTestAppPerSuite();
  let email: string;
  let shopper: Client;

  beforeEach(async () => {
    email = await registerNewShopper(accounts);
    shopper = await loggedInClient(accounts.app, email);
  });

  const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });
  const storedUser = async () => (await database(accounts.app).collection('users').findOne({ Email: email }))!;
  const favourites = async () => (await shopper.get('/api/users/getUser')).body.user.Fav as string[];

  describe('GET /api/users/getUser', () => {
    it('answers the spec fields and nothing else (no hash, no role)', async () => {
      const response = await shopper.get('/api/users/getUser');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        user: { Email: email, UserName: '', Phone: '', Location: '', Fav: [] },
        message: 'User details loaded.',
      });
      expectContract(getUserResponseSchema, response.body);
    });
  });

  describe('PATCH /api/users/reviseLocation', () => {
    it('stores the address, the recipient as UserName and the phone', async () => {
      const response = await shopper.patch('/api/users/reviseLocation', {
        location: `  ${ADDRESS.location} `,
        recipient: ADDRESS.recipient,
        phone: ADDRESS.phone,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Address updated successfully.' });
      expectContract(messageResponseSchema, response.body);
      const { user } = (await shopper.get('/api/users/getUser')).body;
      expect(user).toMatchObject({ Location: ADDRESS.location, UserName: ADDRESS.recipient, Phone: ADDRESS.phone });
    });

    it.each([
      [{ location: '' }, 'Please provide your address'],
      [{ recipient: '' }, 'Please provide your name'],
      [{ recipient: 'N'.repeat(50) }, 'Name length is too long; input max 50'],
      [{ phone: '' }, 'Please provide your phone'],
      [{ phone: '+44 20 7946 0958' }, 'Please provide correct US phone num'],
      [{ phone: '555-1234-567' }, 'Please provide correct US phone num'],
      [{ location: { $set: { role: 'admin' } } }, 'Please provide your address'],
      [{ location: ['1 Main St'] }, 'Please provide your address'],
      [{ role: 'admin' }, 'property role should not exist'],
    ])('refuses %j with 400 "%s" and changes nothing', async (change, message) => {
      const response = await shopper.patch('/api/users/reviseLocation', { ...ADDRESS, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(message));
      expectContract(errorResponseSchema, response.body);
      expect(await storedUser()).toMatchObject({ Location: '', UserName: '', Phone: '', role: 'customer' });
    });

    it('takes a recipient of 49 characters', async () => {
      await shopper.patch('/api/users/reviseLocation', { ...ADDRESS, recipient: 'N'.repeat(49) }).expect(200);
    });

    it('answers 401 to a visitor', async () => {
      const response = await clientOf(accounts.app).patch('/api/users/reviseLocation', ADDRESS);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(failure('Please log in first.'));
    });
  });

  describe('PATCH /api/users/reviseFav', () => {
    it('adds a product with mode "update", then removes it with mode "delete"', async () => {
      const product = await insertProduct(accounts.app);
      const proID = product._id.toString();
      const added = await shopper.patch('/api/users/reviseFav', { proID });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ success: true, message: 'Added to favourites.', mode: 'update' });
      expectContract(reviseFavResponseSchema, added.body);
      expect(await favourites()).toEqual([proID]);
      expectContract(getUserResponseSchema, (await shopper.get('/api/users/getUser')).body);
      const removed = await shopper.patch('/api/users/reviseFav', { proID });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ success: true, message: 'Removed from favourites.', mode: 'delete' });
      expect(await favourites()).toEqual([]);
    });

    it('stores a favourite as the product’s ObjectId', async () => {
      const proID = (await insertProduct(accounts.app))._id.toString();
      await shopper.patch('/api/users/reviseFav', { proID }).expect(200);
      const [stored] = (await storedUser()).Fav;
      expect(stored).toBeInstanceOf(mongoose.Types.ObjectId);
      expect(stored.toString()).toBe(proID);
    });

    it('never holds a product twice, however many toggles run at once', async () => {
      const proID = (await insertProduct(accounts.app))._id.toString();
      const modes = await Promise.all(
        Array.from({ length: 6 }, async () => (await shopper.patch('/api/users/reviseFav', { proID })).body.mode as string),
      );
      const expected = modes.filter((mode) => mode === 'update').length - modes.filter((mode) => mode === 'delete').length;
      expect(await favourites()).toEqual(expected === 1 ? [proID] : []);
      expect((await storedUser()).Fav.length).toBeLessThanOrEqual(1);
    });

    it('answers 404 for a product that does not exist or is not listed, adding nothing', async () => {
      const unlisted = await insertProduct(accounts.app, { Display: false });
      for (const proID of [UNKNOWN_ID, unlisted._id.toString()]) {
        const response = await shopper.patch('/api/users/reviseFav', { proID });
        expect(response.status).toBe(404);
        expect(response.body).toEqual(failure('Product not found'));
      }
      expect(await favourites()).toEqual([]);
    });

    it('still removes a favourite whose product was deleted since', async () => {
      const product = await insertProduct(accounts.app);
      const proID = product._id.toString();
      await shopper.patch('/api/users/reviseFav', { proID }).expect(200);
      await productModel(accounts.app).deleteOne({ _id: product._id });
      const response = await shopper.patch('/api/users/reviseFav', { proID });
      expect(response.body.mode).toBe('delete');
      expect(await favourites()).toEqual([]);
    });

    it.each([[{}], [{ proID: 'not-an-id' }], [{ proID: 'abcdefghijkl' }], [{ proID: { $ne: null } }], [{ proID: 42 }]])(
      'refuses %j with 400 and changes nothing',
      async (body) => {
        const response = await shopper.patch('/api/users/reviseFav', body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual(failure('Please provide a valid product id.'));
        expect(await favourites()).toEqual([]);
      },
    );

    it('answers 401 to a visitor', async () => {
      const response = await clientOf(accounts.app).patch('/api/users/reviseFav', { proID: UNKNOWN_ID });
      expect(response.status).toBe(401);
    });
  });
});
