import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import './animated-cubes.css';

const cubes = [
  { left: '4%', top: '18%', size: 46, tint: 1, delay: 0 },
  { left: '88%', top: '12%', size: 38, tint: 2, delay: -3 },
  { left: '78%', top: '58%', size: 54, tint: 3, delay: -6 },
  { left: '10%', top: '72%', size: 34, tint: 4, delay: -2 },
  { left: '93%', top: '84%', size: 30, tint: 1, delay: -8 },
  { left: '1%', top: '45%', size: 26, tint: 4, delay: -4 },
];

/**
 * Decorative floating cubes behind the page; motion stops under prefers-reduced-motion (CSS). They start
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
          key={`${cube.left}-${cube.top}`}
          className={`animated-cubes__cube animated-cubes__cube--tint-${cube.tint}`}
          style={{ left: cube.left, top: cube.top, width: cube.size, height: cube.size, animationDelay: `${cube.delay}s` }}
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
