import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import './animated-cubes.css';

// Each floats in the margin beside the content (side), never over its tiles and headings.
const cubes = [
  { side: 'start', top: '18%', size: 46, tint: 1, delay: 0 },
  { side: 'end', top: '12%', size: 38, tint: 2, delay: -3 },
  { side: 'end', top: '52%', size: 54, tint: 3, delay: -6 },
  { side: 'start', top: '72%', size: 34, tint: 4, delay: -2 },
  { side: 'end', top: '84%', size: 30, tint: 1, delay: -8 },
  { side: 'start', top: '45%', size: 26, tint: 4, delay: -4 },
] as const;

/**
 * Decorative floating cubes in the margins beside the page (none on a screen too narrow to have margins);
 * motion stops under prefers-reduced-motion (CSS). They start
 * floating once the page has settled: on a device drawing without a GPU, each animated frame takes CPU the
 * first screen's own work needs.
 */
export function AnimatedCubes() {
  const [floating, setFloating] = useState(false);
  useEffect(() => whenIdle(() => setFloating(true)), []);
  return (
    <div className={floating ? 'animated-cubes animated-cubes--floating' : 'animated-cubes'} aria-hidden="true">
      {cubes.map((cube) => (
        <svg
          key={`${cube.side}-${cube.top}`}
          className={`animated-cubes__cube animated-cubes__cube--${cube.side} animated-cubes__cube--tint-${cube.tint}`}
          style={{ top: cube.top, width: cube.size, height: cube.size, animationDelay: `${cube.delay}s` }}
          viewBox="0 0 40 40"
        >
          <path className="animated-cubes__top" d="M20 3 36 11.5 20 20 4 11.5Z" />
          <path className="animated-cubes__left" d="M4 11.5 20 20v17L4 28.5Z" />
          <path className="animated-cubes__right" d="M36 11.5 20 20v17l16-8.5Z" />
        </svg>
      ))}
    </div>
  );
}
