import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveEmail } from '../../offline/session-store';
import { renderWithRouter } from '../../test/render-app';
import { NavBar } from './nav-bar';

const renderNav = (path: string) => renderWithRouter(<NavBar onOpenCart={vi.fn()} />, path);

describe('NavBar', () => {
  it('sends the user icon to /login when no email is stored', () => {
    renderNav('/main');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('sends the user icon to /profile when an email is stored', async () => {
    await saveEmail('mimi@example.com');
    renderNav('/main');
    expect((await screen.findByRole('link', { name: 'Your profile' })).getAttribute('href')).toBe('/profile');
  });

  it('shows the main tabs, each resetting the category', () => {
    renderNav('/products/sale/Keychains_product');
    const tabs = ['NEW Arrivals', 'ALL', 'BLIND BOX', 'SALES'].map((name) =>
      screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href')),
    );
    expect(tabs.map((hrefs) => hrefs[0])).toEqual(['/products/new', '/products/all', '/products/blindBox', '/products/sale']);
  });

  it('shows the search icon only in the products area', () => {
    renderNav('/main');
    expect(screen.queryByRole('button', { name: 'Open search' })).toBeNull();
  });

  it('hides the cart icon on the checkout page', () => {
    renderNav('/checkout');
    expect(screen.queryByRole('button', { name: 'Open cart' })).toBeNull();
  });

  it('searches by item name, keeping the current tab', async () => {
    const user = userEvent.setup();
    const { router } = renderNav('/products/sale');

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const input = screen.getByPlaceholderText('Item name');
    await user.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/products/sale');
    await user.type(input, 'bunny{Enter}');
    expect(router.state.location.pathname).toBe('/products/sale/name_bunny');
  });

  it('opens the category panel on keyboard focus, with entries leading to /products/all from elsewhere', () => {
    renderNav('/main');
    const panelToggle = screen.getByRole('button', { name: 'Categories' });
    expect(panelToggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.focus(screen.getAllByRole('link', { name: 'ALL' })[0]);

    expect(panelToggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Keychains' }).getAttribute('href')).toBe('/products/all/Keychains_product');
    expect(screen.getByRole('link', { name: '15 pro max' }).getAttribute('href')).toBe('/products/all/15%20pro%20max_product');
    expect(screen.getByRole('link', { name: 'Hello Kitty' }).getAttribute('href')).toBe('/products/all/Hello%20Kitty_ip');
  });

  it('keeps the current tab when a category is chosen on the products page, and closes the panel', async () => {
    const user = userEvent.setup();
    const { router } = renderNav('/products/blindBox');

    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.click(screen.getByRole('link', { name: 'Sanrio' }));

    expect(router.state.location.pathname).toBe('/products/blindBox/Sanrio_ip');
    expect(screen.getByRole('button', { name: 'Categories' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the category panel with a tap on its toggle and closes it with a second tap', async () => {
    const user = userEvent.setup();
    renderNav('/main');
    const toggle = screen.getByRole('button', { name: 'Categories' });

    await user.pointer({ keys: '[TouchA]', target: toggle });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.pointer({ keys: '[TouchA]', target: toggle });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the category panel with Escape', async () => {
    const user = userEvent.setup();
    renderNav('/main');

    await user.click(screen.getByRole('button', { name: 'Categories' }));
    expect(screen.getByRole('button', { name: 'Categories' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Categories' }).getAttribute('aria-expanded')).toBe('false');
  });
});
