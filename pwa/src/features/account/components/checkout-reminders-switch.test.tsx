import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { toastText } from '../../../test/form-queries';
import { renderWithRouter } from '../../../test/render-app';
import { CheckoutRemindersSwitch } from './checkout-reminders-switch';

const NAME = 'Remind me by mail of a checkout or cart I left';

describe('CheckoutRemindersSwitch', () => {
  it('shows the reminder mails as on when the shop says so', async () => {
    stubApi(() => ({ body: { success: true, enabled: true, message: 'Reminder setting loaded' } }));
    renderWithRouter(<CheckoutRemindersSwitch />, '/profile');
    const reminders = await screen.findByRole<HTMLInputElement>('switch', { name: NAME });
    await waitFor(() => expect(reminders.checked).toBe(true));
  });

  it('turns the reminder mails off, saves that, and moves back when the shop cannot save it', async () => {
    // The same path answers the read and the saves: each answer is set before the call it answers.
    let answer: { status?: number; body: object } = { body: { success: true, enabled: true, message: 'Reminder setting loaded' } };
    const fetchStub = stubApi(() => answer);
    const user = userEvent.setup();
    renderWithRouter(<CheckoutRemindersSwitch />, '/profile');
    const reminders = await screen.findByRole<HTMLInputElement>('switch', { name: NAME });
    await waitFor(() => expect(reminders.checked).toBe(true));

    answer = { body: { success: true, enabled: false, message: 'Reminder setting saved' } };
    fireEvent.click(reminders);
    expect(reminders.checked).toBe(false);
    await waitFor(() => expect(toastText()).toBe('Reminder setting saved'));
    expect(reminders.checked).toBe(false);
    const [path, init] = fetchStub.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(path).toContain('/users/checkout-reminders');
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ enabled: false }) });

    answer = { status: 500, body: { success: false, message: 'Internal server error' } };
    await user.click(reminders);
    await waitFor(() => expect(toastText()).toBe('Update failed'));
    expect(reminders.checked).toBe(false);
  });
});
