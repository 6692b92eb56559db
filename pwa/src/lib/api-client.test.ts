import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageResponseSchema } from '@shop/contracts/message-response';
import { paymentConfigResponseSchema } from '@shop/contracts/payments/payment-config';
import { productsPageResponseSchema } from '@shop/contracts/products/product';
import { imageUploadResponseSchema } from '@shop/contracts/uploads/image-upload';
import { ApiError, apiGet, apiPatch, apiPost, apiPostForm } from './api-client';

function stubFetch(response: Response | Error) {
  const fetchStub = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiGet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the same-origin /api path with credentials and returns the body', async () => {
    const page = { success: true, products: [], totalItemNum: 0, message: 'Products loaded' };
    const fetchStub = stubFetch(json(page));
    await expect(apiGet('/products/getProducts/all/all/1', productsPageResponseSchema)).resolves.toEqual(page);
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/products/getProducts/all/all/1',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });

  it('turns a non-ok answer into the fetch-failed message, keeping the server message aside', async () => {
    stubFetch(json({ success: false, message: 'Product not found' }, 404));
    const error = (await apiGet('/products/getProduct/x', productsPageResponseSchema).catch((reason: unknown) => reason)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('获取数据失败 (failed to fetch data)');
    expect(error.serverMessage).toBe('Product not found');
    expect(error.status).toBe(404);
  });

  it('shows the server message when an ok answer says success false', async () => {
    stubFetch(json({ success: false, message: 'Bad filter' }));
    await expect(apiGet('/products/getProducts/all/x/1', productsPageResponseSchema)).rejects.toMatchObject({
      message: 'Bad filter',
      status: 200,
    });
  });

  it('reports a network failure with status 0 and the fetch-failed message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiGet('/health', messageResponseSchema)).rejects.toMatchObject({
      message: '获取数据失败 (failed to fetch data)',
      status: 0,
    });
  });
});

describe('apiPost and apiPatch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['POST', apiPost],
    ['PATCH', apiPatch],
  ] as const)('send %s with a JSON body, credentials and the X-Requested-With header the backend demands', async (method, send) => {
    const fetchStub = stubFetch(json({ success: true, message: 'ok' }));
    await send('/users/reviseFav', { proID: 'abc' }, messageResponseSchema);
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/users/reviseFav',
      expect.objectContaining({
        method,
        credentials: 'include',
        body: JSON.stringify({ proID: 'abc' }),
        headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('keeps the server refusal aside on a non-ok answer', async () => {
    stubFetch(json({ success: false, message: 'Email or password is incorrect.' }, 401));
    await expect(apiPost('/users/login', {}, messageResponseSchema)).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Email or password is incorrect.',
    });
  });
});

describe('apiPostForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form as is, with the X-Requested-With header and no JSON Content-Type', async () => {
    const fetchStub = stubFetch(
      json({ success: true, url: '/api/images/abc', thumbnailUrl: '/api/images/abc-thumb', message: 'Uploaded' }),
    );
    const form = new FormData();
    form.append('smfile', new Blob(['png']), 'cover.png');

    await expect(apiPostForm('/external/proxy/image', form, imageUploadResponseSchema)).resolves.toMatchObject({ url: '/api/images/abc' });

    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: form });
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('checking answers against the contract (on the dev server and in tests)', () => {
  const config = { success: true, provider: 'test', publishableKey: null, message: 'Payment config' };
  afterEach(() => vi.unstubAllGlobals());

  it('returns the answer as sent when it matches its contract schema, also through a schema loaded on demand', async () => {
    stubFetch(json({ ...config, extra: 'kept' }));
    await expect(apiGet('/payments/config', paymentConfigResponseSchema)).resolves.toEqual({ ...config, extra: 'kept' });
    stubFetch(json(config));
    await expect(apiGet('/payments/config', () => Promise.resolve(paymentConfigResponseSchema))).resolves.toEqual(config);
  });

  it('fails an answer of another shape like a fetch, with the spec message and the body kept aside', async () => {
    const body = { ...config, provider: 'paypal' };
    stubFetch(json(body));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = (await apiGet('/payments/config', paymentConfigResponseSchema).catch((reason: unknown) => reason)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('获取数据失败 (failed to fetch data)');
    expect(error.body).toEqual(body);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^The answer of \/payments\/config breaks its contract \(provider: /),
      body,
    );
  });
});
