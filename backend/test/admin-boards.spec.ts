import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, type Client } from './helpers/accounts.js';
import { roleClients, storeTestImages, testImage } from './helpers/admin.js';
import { boardModel, catalogueChanged, insertBoards, UNKNOWN_ID } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';
import { StorefrontCache } from '../src/products/storefront-cache.js';
import { adminErrorResponseSchema, adminMessageResponseSchema } from '@shop/contracts/admin-messages/admin-answer';
import {
  addWelcomeBoardResponseSchema,
  adminWelcomeBoardsPageResponseSchema,
  getAdminWelcomeBoardResponseSchema,
} from '@shop/contracts/boards/admin-welcome-board';
import { expectContract } from './helpers/contract.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
let admin: Client;
let shopper: Client;
const banner = testImage('banner');
const otherBanner = testImage('other banner');

// Catalogue messages also carry their messageKeys (asserted in admin-message-keys.spec.ts).
const failure = (message: string) => expect.objectContaining({ success: false, requestId: expect.any(String), message });
const boardForm = (overrides: Record<string, unknown> = {}) => ({
  title: '  Spring Blind Box Week ',
  subTitle: 'Pastel surprises',
  description: 'Every blind box 20% off.',
  cover: banner.url,
  ...overrides,
});

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await roleClients(app));
  shopper = clientOf(app);
  await storeTestImages(app, [banner, otherBanner]);
});

afterAll(async () => {
  await closeStarted(app);
});

beforeEach(async () => {
  await boardModel(app).deleteMany({});
  await catalogueChanged(app);
});

async function addBoard(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await admin.post('/api/welcomeBoards/addWelcomeBoard', boardForm(overrides));
  expect(response.status).toBe(201);
  return response.body.activityid;
}

const adminBoard = async (id: string) => (await admin.get(`/api/welcomeBoards/admin/getWelcomeBoard/${id}`).expect(200)).body.welcomeBoard;
const revise = (id: string, overrides: Record<string, unknown> = {}) =>
  admin.patch('/api/welcomeBoards/reviseWelcomeBoard', { ...boardForm(), activityid: id, display: true, ...overrides });

describe('the storefront pages after a board write', () => {
  it('are made afresh (a new catalogue tag) after an admin adds or revises a board', async () => {
    const cache = app.get(StorefrontCache);
    const beforeAdd = cache.version;
    const id = await addBoard();
    const beforeRevise = cache.version;
    expect(beforeRevise).not.toBe(beforeAdd);

    expect((await revise(id, { title: 'Summer Charms' })).status).toBe(200);

    expect(cache.version).not.toBe(beforeRevise);
  });
});

describe('POST /api/welcomeBoards/addWelcomeBoard', () => {
  it('adds a shown board that the storefront carousel shows', async () => {
    const response = await admin.post('/api/welcomeBoards/addWelcomeBoard', boardForm());

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Welcome board added.',
      messageKeys: [{ key: 'board.added' }],
      activityid: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expectContract(addWelcomeBoardResponseSchema, response.body);
    const carousel = await shopper.get('/api/welcomeBoards/getWelcomeBoards/1').expect(200);
    expect(carousel.body.welcomeBoards).toEqual([
      {
        _id: response.body.activityid,
        Title: 'Spring Blind Box Week',
        subTitle: 'Pastel surprises',
        Description: 'Every blind box 20% off.',
        Cover: banner.url,
        CreateDate: expect.any(String),
        Display: true,
      },
    ]);
  });

  it('takes a board without a subtitle', async () => {
    const id = await addBoard({ subTitle: undefined });

    expect(await adminBoard(id)).toMatchObject({ subTitle: '' });
  });

  it.each([
    [{ title: '' }, 'The title must not be empty.'],
    [{ title: '   ' }, 'The title must not be empty.'],
    [{ title: 'T'.repeat(201) }, 'The title must be at most 200 characters.'],
    [{ subTitle: 7 }, 'The subtitle must be text.'],
    [{ description: '' }, 'The description must not be empty.'],
    [{ description: undefined }, 'The description must not be empty.'],
    [{ cover: '' }, 'A cover image is required.'],
    [{ cover: 'https://elsewhere.example/banner.jpg' }, 'The cover must be an image uploaded to this shop.'],
    [{ cover: `/api/images/${'b'.repeat(64)}` }, "An image is not in the shop's image store; upload it again."],
    [{ display: false }, 'property display should not exist'],
  ])('refuses %j: %s', async (overrides, message) => {
    const response = await admin.post('/api/welcomeBoards/addWelcomeBoard', boardForm(overrides));

    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(message));
    expect(await boardModel(app).countDocuments()).toBe(0);
  });
});

describe('PATCH /api/welcomeBoards/reviseWelcomeBoard', () => {
  it('replaces the fields, a new cover included', async () => {
    const id = await addBoard();

    const response = await revise(id, { title: 'Summer', subTitle: '', description: 'Cool charms', cover: otherBanner.url });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Welcome board revised.', messageKeys: [{ key: 'board.revised' }] });
    expectContract(adminMessageResponseSchema, response.body);
    expect(await adminBoard(id)).toMatchObject({
      Title: 'Summer',
      subTitle: '',
      Description: 'Cool charms',
      Cover: otherBanner.url,
      Display: true,
    });
  });

  it('keeps the existing cover when the form sends none', async () => {
    const id = await addBoard();

    await revise(id, { cover: '', title: 'Renamed' }).expect(200);
    await revise(id, { cover: undefined }).expect(200);

    expect(await adminBoard(id)).toMatchObject({ Title: 'Spring Blind Box Week', Cover: banner.url });
  });

  it('hiding a board takes it off the carousel but not off the admin list', async () => {
    const id = await addBoard();

    await revise(id, { display: false }).expect(200);

    expect((await shopper.get('/api/welcomeBoards/getWelcomeBoards/1').expect(200)).body.totalItemNum).toBe(0);
    await shopper.get(`/api/welcomeBoards/getWelcomeBoard/${id}`).expect(404);
    const list = await admin.get('/api/welcomeBoards/admin/getWelcomeBoards/1').expect(200);
    expect(list.body).toMatchObject({ success: true, totalItemNum: 1, welcomeBoards: [{ _id: id, Display: false }] });
    expectContract(adminWelcomeBoardsPageResponseSchema, list.body);
    expectContract(
      getAdminWelcomeBoardResponseSchema,
      (await admin.get(`/api/welcomeBoards/admin/getWelcomeBoard/${id}`).expect(200)).body,
    );

    await revise(id, { display: true }).expect(200);
    await shopper.get(`/api/welcomeBoards/getWelcomeBoard/${id}`).expect(200);
  });

  it('answers 404 for an unknown board and 400 for a malformed id', async () => {
    expect((await revise(UNKNOWN_ID).expect(404)).body).toEqual(failure('Welcome board not found'));
    expect((await revise('nope').expect(400)).body).toEqual(failure('Invalid welcome board id'));
  });

  it.each([
    [{ title: '' }, 'The title must not be empty.'],
    [{ description: ' ' }, 'The description must not be empty.'],
    [{ cover: 'data:image/png;base64,AAAA' }, 'The cover must be an image uploaded to this shop.'],
    [{ display: 'false' }, 'display must be true or false.'],
  ])('refuses %j: %s', async (overrides, message) => {
    const id = await addBoard();

    const response = await revise(id, overrides);

    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(message));
    expectContract(adminErrorResponseSchema, response.body);
    expect(await adminBoard(id)).toMatchObject({ Title: 'Spring Blind Box Week', Display: true });
  });
});

describe('admin board reads', () => {
  it('lists shown and hidden boards, newest first, 12 a page', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await insertBoards(
      app,
      Array.from({ length: 13 }, (_, age) => ({ Title: `Age ${age}`, Display: age % 3 !== 0, CreateDate: daysAgo(age) })),
    );

    const first = await admin.get('/api/welcomeBoards/admin/getWelcomeBoards/1').expect(200);
    const second = await admin.get('/api/welcomeBoards/admin/getWelcomeBoards/2').expect(200);

    const titles = (page: typeof first) => page.body.welcomeBoards.map((board: { Title: string }) => board.Title);
    expect(titles(first)).toEqual(Array.from({ length: 12 }, (_, age) => `Age ${age}`));
    expect(titles(second)).toEqual(['Age 12']);
    expect(first.body).toMatchObject({ success: true, totalItemNum: 13, message: 'Welcome boards loaded.' });
  });

  it('reads a hidden board for its revise page; 404 for an unknown one', async () => {
    const [hidden] = await insertBoards(app, [{ Title: 'Hidden', Display: false }]);

    expect(await adminBoard(hidden._id.toString())).toMatchObject({ Title: 'Hidden', Display: false });
    expect((await admin.get(`/api/welcomeBoards/admin/getWelcomeBoard/${UNKNOWN_ID}`).expect(404)).body).toEqual(
      failure('Welcome board not found'),
    );
  });
});
