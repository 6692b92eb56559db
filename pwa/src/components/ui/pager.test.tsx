import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

function PagerHarness({ totalPages }: { totalPages: number }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} totalPages={totalPages} onPageChange={setPage} />;
}

describe('Pager', () => {
  it('shows "page x / total pages" and moves with plus and minus', async () => {
    const user = userEvent.setup();
    render(<PagerHarness totalPages={3} />);

    expect(screen.getByText('page 1 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('page 3 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('page 2 / 3')).toBeTruthy();
  });

  it('cannot go before the first page or past the last one', async () => {
    const user = userEvent.setup();
    render(<PagerHarness totalPages={2} />);

    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('page 2 / 2')).toBeTruthy();
  });
});
