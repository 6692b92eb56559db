import { screen } from '@testing-library/react';

/** The input labelled `label` (not a button inside the same field, such as Show password). */
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** The message shown under a field, as tied to it by aria-describedby. */
export const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** The text of the toast bar. */
export const toastText = () => document.querySelector('.toast-region')?.textContent;
