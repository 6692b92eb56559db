import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PromptDialog } from './prompt-dialog';

/** A page with a button that asks a question: answers and cancels are recorded, the dialog closes on either. */
function Asker({ onAnswer, onCancel }: { onAnswer: (answer: string) => void; onCancel: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Ask
      </button>
      {asking && (
        <PromptDialog
          title="Set to delivered"
          label="Type yes to confirm that the order was delivered."
          submitLabel="Confirm"
          cancelLabel="Go back"
          fieldProps={{ autoCapitalize: 'off' }}
          check={(answer) => (answer.trim().toLowerCase() === 'yes' ? undefined : 'Need right confirmation.')}
          onAnswer={(answer) => {
            setAsking(false);
            onAnswer(answer);
          }}
          onCancel={() => {
            setAsking(false);
            onCancel();
          }}
        />
      )}
    </>
  );
}

function openAsker() {
  const onAnswer = vi.fn();
  const onCancel = vi.fn();
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  render(<Asker onAnswer={onAnswer} onCancel={onCancel} />);
  return { onAnswer, onCancel, showModal, user: userEvent.setup() };
}

describe('PromptDialog', () => {
  it('opens as a modal named by its title, with the typing field focused and labelled by the question', async () => {
    const { showModal, user } = openAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    const dialog = screen.getByRole('dialog', { name: 'Set to delivered' });
    expect(showModal).toHaveBeenCalledTimes(1);
    const field = screen.getByLabelText('Type yes to confirm that the order was delivered.');
    expect(dialog.contains(field)).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('autocapitalize')).toBe('off');
  });

  it('keeps the dialog open and says what is wrong with an answer that will not do', async () => {
    const { onAnswer, user } = openAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    await user.type(screen.getByRole('textbox'), 'no{Enter}');

    expect(screen.getByRole('dialog').textContent).toContain('Need right confirmation.');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('gives the answer as typed once it will do', async () => {
    const { onAnswer, user } = openAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    await user.type(screen.getByRole('textbox'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onAnswer).toHaveBeenCalledWith('Yes');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes back on Escape, answering nothing, and returns focus to the button that asked', async () => {
    const { onAnswer, onCancel, user } = openAsker();
    const ask = screen.getByRole('button', { name: 'Ask' });
    await user.click(ask);

    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(ask);
  });
});
