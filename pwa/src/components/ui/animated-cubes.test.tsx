import { act, render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AnimatedCubes } from './animated-cubes';

it('keeps the cubes still until the page is idle, then floats them', () => {
  const idleTasks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  const { container } = render(<AnimatedCubes />);
  const cubes = container.querySelector('.animated-cubes')!;
  expect(cubes.querySelectorAll('svg')).toHaveLength(6);
  expect(cubes.classList.contains('animated-cubes--floating')).toBe(false);

  act(() => idleTasks.forEach((task) => task()));

  expect(cubes.classList.contains('animated-cubes--floating')).toBe(true);
});
