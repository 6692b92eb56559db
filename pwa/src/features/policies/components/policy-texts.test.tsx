import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyTexts } from './policy-texts';

describe('PolicyTexts', () => {
  it('shows each written policy under its heading, paragraph by paragraph, with its URLs as links', () => {
    render(
      <PolicyTexts
        policies={{
          shipping: 'Ships in two days.\n\nFree from $49, see https://example.com/rates.',
          returns: '',
          privacy: 'Payments by Stripe (https://stripe.com/privacy). Ask in /orders.',
        }}
      />,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Shipping', 'Privacy']);
    expect(screen.getByText('Ships in two days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://example.com/rates' }).getAttribute('href')).toBe('https://example.com/rates');
    expect(screen.getByRole('link', { name: 'https://stripe.com/privacy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '/orders' }).getAttribute('href')).toBe('/orders');
  });

  it('shows markup the admin typed as text, never as markup', () => {
    const { container } = render(
      <PolicyTexts policies={{ shipping: '<img src=x onerror=alert(1)> <b>bold</b>', returns: '', privacy: '' }} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeTruthy();
  });
});
