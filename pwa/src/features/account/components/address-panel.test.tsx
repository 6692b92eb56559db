import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithRouter } from '../../../test/render-app';
import { AddressPanel } from './address-panel';
import { field, messageOf, toastText } from '../../../test/form-queries';

const saved = { location: '12 Sunny Lane, Springfield, IL 62701', recipient: 'Mia Chen', phone: '555-010-2030' };

async function editAddress() {
  const user = userEvent.setup();
  renderWithRouter(<AddressPanel saved={saved} />, '/profile');
  await user.click(screen.getByRole('button', { name: 'Edit address' }));
  return user;
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('AddressPanel', () => {
  it('shows the saved address, recipient and phone', () => {
    renderWithRouter(<AddressPanel saved={saved} />, '/profile');
    expect(screen.getByText(saved.location)).toBeTruthy();
    expect(screen.getByText(saved.recipient)).toBeTruthy();
    expect(screen.getByText(saved.phone)).toBeTruthy();
  });

  it('asks for each missing field', async () => {
    const fetchStub = stubApi(() => ({ body: { success: true } }));
    const user = await editAddress();
    await replace(user, 'Address', '');
    await replace(user, 'Recipient', '   ');
    await replace(user, 'Phone', '');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(messageOf(field('Address'))).toBe('Please provide your address');
    expect(messageOf(field('Recipient'))).toBe('Please provide your name');
    expect(messageOf(field('Phone'))).toBe('Please provide your phone');
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('refuses a recipient of 50 characters', async () => {
    const user = await editAddress();
    await replace(user, 'Recipient', 'a'.repeat(50));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(field('Recipient'))).toBe('Name length is too long; input max 50');
  });

  it.each(['12345', '555-123-456', '+44 20 7946 0958', '(555 123-4567'])('refuses %s as a US phone number', async (phone) => {
    const user = await editAddress();
    await replace(user, 'Phone', phone);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(field('Phone'))).toBe('Please provide correct US phone num');
  });

  it('saves a valid address, shows the server message and the new details', async () => {
    const fetchStub = stubApi(() => ({ body: { success: true, message: 'Address updated successfully.' } }));
    const user = await editAddress();
    await replace(user, 'Address', ' 1 Bow Street, Boston, MA 02108 ');
    await replace(user, 'Phone', '+1 617 555 0199');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Address updated successfully.')).toBeTruthy();
    expect(screen.getByText('1 Bow Street, Boston, MA 02108')).toBeTruthy();
    expect(screen.getByText('+1 617 555 0199')).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/users/reviseLocation',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ location: '1 Bow Street, Boston, MA 02108', recipient: 'Mia Chen', phone: '+1 617 555 0199' }),
      }),
    );
  });

  it.each([
    ['(512) 555-0100', '512 555-0100'],
    ['512.555.0100', '512-555-0100'],
  ])('takes %s, as US numbers are usually written, and saves it as %s', async (written, stored) => {
    const fetchStub = stubApi(() => ({ body: { success: true, message: 'Address updated successfully.' } }));
    const user = await editAddress();
    await replace(user, 'Phone', written);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(stored)).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/users/reviseLocation',
      expect.objectContaining({ body: JSON.stringify({ ...saved, phone: stored }) }),
    );
  });

  it('says "Update failed" when the server refuses, keeping the form open', async () => {
    stubApi(() => ({ status: 500, body: { success: false, message: 'boom' } }));
    const user = await editAddress();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastText()).toBe('Update failed'));
    expect(field('Address')).toBeTruthy();
  });
});
