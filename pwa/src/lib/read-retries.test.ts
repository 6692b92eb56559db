import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './read-retries';

const failure = (status: number) => new ApiError('获取数据失败 (failed to fetch data)', status);

describe('read retries', () => {
  it.each([400, 401, 403, 404, 409, 429])('does not ask again after a %i: the server would refuse the same way', (status) => {
    expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it.each([0, 500, 503])('asks twice more after a %i (no network, or a server error), then gives up', (status) => {
    expect(shouldRetry(0, failure(status))).toBe(true);
    expect(shouldRetry(1, failure(status))).toBe(true);
    expect(shouldRetry(2, failure(status))).toBe(false);
  });
});
