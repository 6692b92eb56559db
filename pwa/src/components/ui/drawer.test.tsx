import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer';

describe('drawer', () => {
  it('is a labelled dialog that adds no second banner landmark to the page', () => {
    render(
      <Drawer title="Cart" onClose={vi.fn()}>
        <p>Your cart is empty.</p>
      </Drawer>,
    );

    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
