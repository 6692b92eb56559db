import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enablePushOnThisDevice, pushPermission } from '../push-device';
import { stubApi } from '../../../test/api-stub';
import { toastText } from '../../../test/form-queries';
import { renderWithRouter } from '../../../test/render-app';
import { PushSettings } from './push-settings';

const ALL_ON = { shipping: true, chat: true, backInStock: true };

vi.mock('../push-device', () => ({
  pushPermission: vi.fn(() => 'unsupported'),
  enablePushOnThisDevice: vi.fn(() => Promise.resolve('granted')),
}));

describe('PushSettings', () => {
  it('lists the three kinds with a switch each, as saved', async () => {
    stubApi(() => ({ body: { success: true, preferences: { ...ALL_ON, backInStock: false }, message: 'Notification settings loaded.' } }));
    renderWithRouter(<PushSettings />, '/profile');
    const shipping = await screen.findByRole('switch', { name: 'My order shipped or was delivered' });
    await waitFor(() => expect((shipping as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'The shop replied in chat' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Something I wanted is back in stock' }).checked).toBe(false);
  });

  it('moves a switch at once, saves it, and moves it back when the shop cannot save it', async () => {
    let patchStatus = 200;
    const fetchStub = stubApi((path) =>
      path.endsWith('/push/preferences') && patchStatus === 200
        ? { body: { success: true, preferences: ALL_ON, message: 'Notification settings loaded.' } }
        : { status: patchStatus, body: { success: false, message: 'Internal server error' } },
    );
    const user = userEvent.setup();
    renderWithRouter(<PushSettings />, '/profile');
    const chat = await screen.findByRole<HTMLInputElement>('switch', { name: 'The shop replied in chat' });
    await waitFor(() => expect(chat.checked).toBe(true));

    let answer: (response: Response) => void = () => undefined;
    const saving = new Promise<Response>((resolve) => (answer = resolve));
    fetchStub.mockImplementationOnce(() => saving);
    fireEvent.click(chat);
    expect(chat.checked).toBe(false);
    answer(Response.json({ success: true, preferences: { ...ALL_ON, chat: false }, message: 'Notification settings saved.' }));
    await waitFor(() => expect(toastText()).toBe('Notification settings saved.'));
    expect(chat.checked).toBe(false);
    const [, init] = fetchStub.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ chat: false }) });

    patchStatus = 500;
    await user.click(chat);
    await waitFor(() => expect(toastText()).toBe('Update failed'));
    expect(chat.checked).toBe(false);
  });

  it('subscribes this device when a switch is turned on, even though the browser allowed notifications before', async () => {
    vi.mocked(pushPermission).mockReturnValue('granted');
    stubApi(() => ({ body: { success: true, preferences: { ...ALL_ON, shipping: false }, message: 'Notification settings saved.' } }));
    const user = userEvent.setup();
    renderWithRouter(<PushSettings />, '/profile');
    const shipping = await screen.findByRole<HTMLInputElement>('switch', { name: 'My order shipped or was delivered' });
    await waitFor(() => expect(shipping.checked).toBe(false));

    await user.click(shipping);

    await waitFor(() => expect(enablePushOnThisDevice).toHaveBeenCalledOnce());
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });
});
