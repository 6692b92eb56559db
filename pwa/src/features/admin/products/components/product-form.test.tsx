import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { startAdminTestsIn } from '../../../../test/admin-language';
import { adminI18n } from '../../i18n/admin-i18n';
import { imageUploadAnswer } from '../../../../test/answers';
import { stubApi } from '../../../../test/api-stub';
import { makeProduct, makeSubType } from '../../../../test/factories';
import { renderWithRouter } from '../../../../test/render-app';
import type { AdminNotice } from '../../i18n/admin-notice';
import { emptyProductDraft, productToDraft, type ProductDraft } from '../product-draft';
import { ProductForm } from './product-form';

startAdminTestsIn('en');

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const uploadPath = '/api/external/proxy/image';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

function renderAddForm(
  save = vi.fn((_draft: ProductDraft): Promise<AdminNotice> => Promise.resolve({ messages: [{ key: 'product.added' }] })),
  onSaved = vi.fn(),
) {
  renderWithRouter(<ProductForm mode="add" initialDraft={emptyProductDraft()} save={save} onSaved={onSaved} />);
  return { save, onSaved };
}

/** Answers each upload with the next stored image URL. */
function stubUploads() {
  let uploads = 0;
  return stubApi(() => ({ body: imageUploadAnswer(`/api/images/${'a'.repeat(63)}${(uploads += 1)}`) }));
}

async function fillValidProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product name'), 'Kitty keychain');
  await user.upload(screen.getByLabelText('Cover'), png('cover.png'));
  const row = screen.getByRole('group', { name: 'Sub-type 1' });
  await user.type(within(row).getByLabelText('Name'), 'Pink');
  await user.type(within(row).getByLabelText('Unit price (USD)'), '12.5');
  await user.type(within(row).getByLabelText('Stock'), '4');
  await user.upload(within(row).getByLabelText('Sub-type 1 image'), png('pink.png'));
}

describe('product form', () => {
  it('shows every broken rule, tied to its field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchStub = stubUploads();
    const { save } = renderAddForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = screen.getByRole('alert');
    for (const message of [
      'The product name must not be empty.',
      'A cover image is required.',
      'Sub-type 1: the name must not be empty.',
      'Sub-type 1: the unit price must not be empty.',
      'Sub-type 1: the stock must not be empty.',
      'Sub-type 1: an image is required.',
    ]) {
      expect(within(summary).getByText(message)).toBeTruthy();
    }
    const name = screen.getByLabelText('Product name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('The product name must not be empty.');
    expect(document.activeElement).toBe(name);
    expect(save).not.toHaveBeenCalled();
    expect(fetchStub).not.toHaveBeenCalled();

    await user.type(name, 'K');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('names the sub-type row of a broken rule, focuses its first wrong field and marks it red', async () => {
    const user = userEvent.setup();
    const fetchStub = stubUploads();
    renderAddForm();
    await user.type(screen.getByLabelText('Product name'), 'Kitty keychain');
    await user.upload(screen.getByLabelText('Cover'), png('cover.png'));
    const row = screen.getByRole('group', { name: 'Sub-type 1' });
    await user.type(within(row).getByLabelText('Name'), 'Pink');
    await user.type(within(row).getByLabelText('Stock'), '1.5');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sub-type 1: the unit price must not be empty.',
      'Sub-type 1: the stock must be a whole number.',
      'Sub-type 1: an image is required.',
    ]);
    const price = within(row).getByLabelText('Unit price (USD)');
    expect(document.activeElement).toBe(price);
    expect(price.closest('.field')?.classList.contains('field--invalid')).toBe(true);
    expect(within(row).getByLabelText('Sub-type 1 image').getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('refuses two sub-types of one name before uploading anything', async () => {
    const user = userEvent.setup();
    const fetchStub = stubUploads();
    const { save } = renderAddForm();
    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add a sub-type' }));
    const second = screen.getByRole('group', { name: 'Sub-type 2' });
    await user.type(within(second).getByLabelText('Name'), 'Pink');
    await user.type(within(second).getByLabelText('Unit price (USD)'), '3');
    await user.type(within(second).getByLabelText('Stock'), '1');
    await user.upload(within(second).getByLabelText('Sub-type 2 image'), png('pink-2.png'));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(screen.getByRole('alert')).getByText('Sub-type 2: another sub-type is already named "Pink".')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it("says the broken rules in the admin's language, and again in the other one after switching", async () => {
    const user = userEvent.setup();
    await act(() => adminI18n.changeLanguage('zh-CN'));
    renderAddForm();

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(within(screen.getByRole('alert')).getByText('商品名称不能为空。')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('子类型 1：名称不能为空。')).toBeTruthy();

    await act(() => adminI18n.changeLanguage('en'));
    expect(within(screen.getByRole('alert')).getByText('The product name must not be empty.')).toBeTruthy();
  });

  it('adds sub-type rows with a plus and removes them with an X after "confirm delete?"; the first row stays', async () => {
    const user = userEvent.setup();
    renderAddForm();

    await user.click(screen.getByRole('button', { name: 'Add a sub-type' }));
    expect(within(screen.getByRole('group', { name: 'Sub-type 1' })).queryByRole('button', { name: /Remove/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove sub-type 2' }));
    const confirm = screen.getByRole('dialog', { name: 'confirm delete?' });
    expect(confirm.textContent).toContain('Remove sub-type 2');
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('group', { name: 'Sub-type 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove sub-type 2' }));
    await user.click(within(screen.getByRole('dialog', { name: 'confirm delete?' })).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('group', { name: 'Sub-type 2' })).toBeNull();
  });

  it('adds and removes extra photos the same way', async () => {
    const user = userEvent.setup();
    renderAddForm();

    await user.click(screen.getByRole('button', { name: 'Add an extra photo' }));
    expect(screen.getByLabelText('Photo 1 image')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'confirm delete?' })).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByLabelText('Photo 1 image')).toBeNull();
  });

  it('has number inputs with a minimum of 0, the category library note and the do-not-refresh note', () => {
    renderAddForm();
    const row = screen.getByRole('group', { name: 'Sub-type 1' });
    expect(within(row).getByLabelText('Unit price (USD)').getAttribute('min')).toBe('0');
    expect(within(row).getByLabelText('Stock').getAttribute('min')).toBe('0');
    expect(screen.getByText(/also requires updating the category library/)).toBeTruthy();
    expect(screen.getByText(/wait for the success message and do not refresh/)).toBeTruthy();
    expect(screen.queryByLabelText('Sale price (USD, optional)')).toBeNull();
  });

  it('uploads the chosen images first, showing each upload, then saves with their stored URLs', async () => {
    const user = userEvent.setup();
    let finishUploads: () => void = () => undefined;
    const uploadsDone = new Promise<void>((resolve) => (finishUploads = resolve));
    let uploads = 0;
    const fetchStub = vi.fn(async (_input: string) => {
      uploads += 1;
      const url = `/api/images/${String(uploads).padStart(64, '0')}`;
      await uploadsDone;
      return new Response(JSON.stringify(imageUploadAnswer(url)), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchStub);
    const { save, onSaved } = renderAddForm();

    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Uploading…')).toHaveLength(2);
    expect(save).not.toHaveBeenCalled();
    finishUploads();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchStub.mock.calls.map(([input]) => input)).toEqual([uploadPath, uploadPath]);
    const saved = save.mock.calls[0][0];
    expect(saved.cover).toEqual({ url: expect.stringMatching(/^\/api\/images\/0+[12]$/), file: null });
    expect(saved.subTypeInfo[0].Img.url).toMatch(/^\/api\/images\/0+[12]$/);
    expect(saved.subTypeInfo[0].Img.url).not.toBe(saved.cover.url);
    expect(screen.getByText('Product added.')).toBeTruthy();
  });

  it('says "entry failed, see console" when an upload gets no answer, and saves nothing', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { save } = renderAddForm();

    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Entry failed, see console.')).toBeTruthy();
    expect(screen.getAllByText('Upload failed')).toHaveLength(2);
    expect(consoleError).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses an upload", async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 413, body: { success: false, message: 'Image is too large (max 5 MB).' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAddForm();

    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Image is too large (max 5 MB).')).toBeTruthy();
  });

  it.each([
    ['the server refuses', new ApiError('x', 409, 'This product was changed meanwhile.'), 'This product was changed meanwhile.'],
    ['no answer comes', new ApiError('x', 0), 'Entry failed, see console.'],
  ])('on a failed save when %s, tells why and does not leave the page', async (_case, failure, message) => {
    const user = userEvent.setup();
    stubUploads();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onSaved } = renderAddForm(vi.fn(async () => Promise.reject(failure)));

    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('on revise, offers sale prices and the listed/unlisted choice, and uploads nothing that is stored', async () => {
    const user = userEvent.setup();
    const fetchStub = stubUploads();
    const product = makeProduct({
      Display: true,
      Cover: `/api/images/${'c'.repeat(64)}`,
      SubTypeSet: [makeSubType({ Name: 'Pink', Img: `/api/images/${'d'.repeat(64)}`, Price: 12, SalePrice: null, LeftNum: 3 })],
    });
    const save = vi.fn((_draft: ProductDraft): Promise<AdminNotice> => Promise.resolve({ messages: [{ key: 'product.revised' }] }));
    renderWithRouter(
      <ProductForm mode="revise" initialDraft={productToDraft({ ...product, updatedAt: '' })} save={save} onSaved={vi.fn()} />,
    );

    expect(screen.getByLabelText<HTMLInputElement>('Product name').value).toBe(product.ProductName);
    await user.type(screen.getByLabelText('Sale price (USD, optional)'), '9.5');
    await user.click(screen.getByRole('radio', { name: 'Unlisted: hidden from shoppers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ listed: false, subTypeInfo: [{ SalePrice: '9.5', Price: '12', LeftNum: '3' }] });
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
