import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boardModel, catalogueChanged, insertBoards, UNKNOWN_ID } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';
import { getWelcomeBoardResponseSchema, welcomeBoardsPageResponseSchema } from '@shop/contracts/boards/welcome-board';
import { errorResponseSchema } from '@shop/contracts/message-response';
import { expectContract } from './helpers/contract.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
const api = () => request(app.getHttpServer());
const titles = (response: request.Response) => response.body.welcomeBoards.map((board: { Title: string }) => board.Title);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await closeStarted(app);
});

beforeEach(async () => {
  await boardModel(app).deleteMany({});
  await catalogueChanged(app);
});

describe('GET /api/welcomeBoards/getWelcomeBoards/:page', () => {
  it('answers the shown boards, newest first, with the total', async () => {
    const [board] = await insertBoards(app, [
      { Title: 'Newest', subTitle: 'Fresh', Description: 'Hello', Cover: '/api/images/a', CreateDate: daysAgo(1) },
      { Title: 'Oldest', CreateDate: daysAgo(30) },
      { Title: 'Middle', CreateDate: daysAgo(10) },
    ]);

    const response = await api().get('/api/welcomeBoards/getWelcomeBoards/1').expect(200);

    expect(titles(response)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(response.body).toMatchObject({ success: true, totalItemNum: 3 });
    expectContract(welcomeBoardsPageResponseSchema, response.body);
    expect(response.body.welcomeBoards[0]).toEqual({
      _id: board._id.toString(),
      Title: 'Newest',
      subTitle: 'Fresh',
      Description: 'Hello',
      Cover: '/api/images/a',
      CreateDate: board.CreateDate.toISOString(),
      Display: true,
    });
  });

  it('never shows hidden boards', async () => {
    await insertBoards(app, [{ Title: 'Shown' }, { Title: 'Hidden', Display: false }]);

    const response = await api().get('/api/welcomeBoards/getWelcomeBoards/1').expect(200);

    expect(titles(response)).toEqual(['Shown']);
    expect(response.body.totalItemNum).toBe(1);
  });

  it('pages by 12', async () => {
    await insertBoards(
      app,
      Array.from({ length: 14 }, (_, index) => ({ CreateDate: daysAgo(index) })),
    );

    const first = await api().get('/api/welcomeBoards/getWelcomeBoards/1').expect(200);
    const second = await api().get('/api/welcomeBoards/getWelcomeBoards/2').expect(200);
    const third = await api().get('/api/welcomeBoards/getWelcomeBoards/3').expect(200);

    expect([first, second, third].map((page) => page.body.welcomeBoards.length)).toEqual([12, 2, 0]);
    expect(third.body.totalItemNum).toBe(14);
  });

  it('refuses a page that is not a positive whole number', async () => {
    for (const page of ['0', 'first', '2.0']) {
      const response = await api().get(`/api/welcomeBoards/getWelcomeBoards/${page}`).expect(400);
      expect(response.body).toEqual({
        success: false,
        requestId: expect.any(String),
        message: 'Page must be a whole number from 1 to 100000',
      });
    }
  });
});

describe('GET /api/welcomeBoards/getWelcomeBoard/:activityid', () => {
  it('answers a shown board', async () => {
    const [board] = await insertBoards(app, [{ Title: 'Blind Box Fridays' }]);

    const response = await api()
      .get(`/api/welcomeBoards/getWelcomeBoard/${String(board._id)}`)
      .expect(200);

    expect(response.body).toMatchObject({ success: true, welcomeBoard: { _id: board._id.toString(), Title: 'Blind Box Fridays' } });
    expectContract(getWelcomeBoardResponseSchema, response.body);
  });

  it('answers 404 for an unknown id and for a hidden board', async () => {
    const [hidden] = await insertBoards(app, [{ Display: false }]);

    for (const id of [UNKNOWN_ID, hidden._id.toString()]) {
      const response = await api().get(`/api/welcomeBoards/getWelcomeBoard/${id}`).expect(404);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Welcome board not found' });
      expectContract(errorResponseSchema, response.body);
    }
  });

  it('answers 400 for a malformed id', async () => {
    const response = await api().get('/api/welcomeBoards/getWelcomeBoard/not-an-id').expect(400);
    expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Invalid welcome board id' });
  });
});
