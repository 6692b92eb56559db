import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { startAdminTestsIn } from '../../../../test/admin-language';
import { imageUploadAnswer } from '../../../../test/answers';
import { stubApi } from '../../../../test/api-stub';
import { makeBoard } from '../../../../test/factories';
import { renderWithRouter } from '../../../../test/render-app';
import type { AdminNotice } from '../../i18n/admin-notice';
import { boardToDraft, emptyBoardDraft, type BoardDraft } from '../board-draft';
import { BoardForm } from './board-form';

startAdminTestsIn('en');

const storedUrl = `/api/images/${'b'.repeat(64)}`;

beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

function renderAddForm(
  save = vi.fn((_draft: BoardDraft): Promise<AdminNotice> => Promise.resolve({ messages: [{ key: 'board.added' }] })),
) {
  const onSaved = vi.fn();
  renderWithRouter(<BoardForm mode="add" initialDraft={emptyBoardDraft()} save={save} onSaved={onSaved} />);
  return { save, onSaved };
}

async function fillBoard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Spring sale');
  await user.type(screen.getByLabelText('Subtitle'), 'Up to 30% off');
  await user.type(screen.getByLabelText('Description'), 'Everything pink.');
  await user.upload(screen.getByLabelText('Cover'), new File(['png'], 'cover.png', { type: 'image/png' }));
}

describe('welcome board form', () => {
  it('asks for a title, a description and a cover', async () => {
    const user = userEvent.setup();
    const { save } = renderAddForm();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The title must not be empty.', 'The description must not be empty.', 'A cover image is required.']);
    expect(screen.getByLabelText('Cover').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), 'Spring');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    expect(within(screen.getByRole('alert')).queryByText('The title must not be empty.')).toBeNull();
  });

  it("refuses what the server would refuse, in the server's words, before uploading the cover", async () => {
    const user = userEvent.setup();
    const fetchStub = stubApi(() => ({ body: imageUploadAnswer(storedUrl) }));
    const { save } = renderAddForm();
    await fillBoard(user);
    await user.clear(screen.getByLabelText('Subtitle'));
    await user.click(screen.getByLabelText('Subtitle'));
    await user.paste('x'.repeat(201));

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(within(screen.getByRole('alert')).getByText('The subtitle must be at most 200 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Subtitle'));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the chosen cover, uploads it, then submits the board with its URL', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ body: imageUploadAnswer(storedUrl) }));
    const { save, onSaved } = renderAddForm();

    await fillBoard(user);
    expect(screen.getByAltText('Cover preview').getAttribute('src')).toBe('blob:preview');
    // The banner previews wide, as the carousel shows it, not square as a product cover.
    expect(screen.getByAltText('Cover preview').closest('.image-picker')?.classList.contains('image-picker--banner')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ title: 'Spring sale', subTitle: 'Up to 30% off', cover: { url: storedUrl, file: null } });
    expect(screen.getByText('Welcome board added.')).toBeTruthy();
  });

  it('says "cover image upload failed" when the cover upload gets no answer', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { save } = renderAddForm();

    await fillBoard(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Cover image upload failed.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server refuses',
      new ApiError('x', 400, 'The title must be at most 200 characters.'),
      'The title must be at most 200 characters.',
    ],
    ['no answer comes', new ApiError('x', 0), 'Entry failed, see console.'],
  ])('on a failed submit when %s, tells why', async (_case, failure, message) => {
    const user = userEvent.setup();
    stubApi(() => ({ body: imageUploadAnswer(storedUrl) }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onSaved } = renderAddForm(vi.fn(async () => Promise.reject(failure)));

    await fillBoard(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('on revise, keeps the stored cover and offers show / do not show', async () => {
    const user = userEvent.setup();
    const fetchStub = stubApi(() => ({ body: imageUploadAnswer(storedUrl) }));
    const board = makeBoard({ Display: true, Cover: storedUrl });
    const save = vi.fn((_draft: BoardDraft): Promise<AdminNotice> => Promise.resolve({ messages: [{ key: 'board.revised' }] }));
    renderWithRouter(<BoardForm mode="revise" initialDraft={boardToDraft(board)} save={save} onSaved={vi.fn()} />);

    expect(screen.getByAltText('Cover preview').getAttribute('src')).toBe(storedUrl);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Show' }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Do not show' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ shown: false, cover: { url: storedUrl, file: null } });
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
