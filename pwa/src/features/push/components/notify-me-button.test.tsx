import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStoredEmail, saveEmail } from '../../../offline/session-store';
import { requestedPaths, stubApi } from '../../../test/api-stub';
import { toastText } from '../../../test/form-queries';
import { renderWithRouter } from '../../../test/render-app';
import { NotifyMeButton } from './notify-me-button';

const PRODUCT_ID = 'a'.repeat(24);

/** Renders the button for a logged-in shopper, once it has read the stored email (reads answer in order). */
async function renderForShopper() {
  await saveEmail('mia@example.com');
  renderWithRouter(<NotifyMeButton productId={PRODUCT_ID} subType="Pink" />, '/product');
  await act(async () => {
    await readStoredEmail();
  });
}

describe('NotifyMeButton', () => {
  it('asks the shop to tell a logged-in shopper when the sub-type is back, and says what the shop answered', async () => {
    const fetchStub = stubApi(() => ({ body: { success: true, message: "We'll let you know when Pink is back." } }));
    const user = userEvent.setup();
    await renderForShopper();

    await user.click(screen.getByRole('button', { name: 'Notify me when Pink is back in stock' }));

    await waitFor(() => expect(toastText()).toBe("We'll let you know when Pink is back."));
    expect(requestedPaths(fetchStub)).toEqual(['/api/push/backInStock']);
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(JSON.stringify({ proID: PRODUCT_ID, subType: 'Pink' }));
  });

  it('says why when the shop did not take the request', async () => {
    stubApi(() => ({ status: 200, body: { success: false, message: 'Product not found' } }));
    const user = userEvent.setup();
    await renderForShopper();

    await user.click(screen.getByRole('button', { name: 'Notify me when Pink is back in stock' }));

    await waitFor(() => expect(toastText()).toBe('Product not found'));
  });
});
