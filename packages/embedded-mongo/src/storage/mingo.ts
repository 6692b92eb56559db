import { createRequire } from 'node:module';
import type * as Mingo from 'mingo';
import type * as MingoUtil from 'mingo/util';

const requireFromHere = createRequire(import.meta.url);
let mingoModule: typeof Mingo | undefined;
let utilModule: typeof MingoUtil | undefined;

/**
 * mingo, required at the first filter, update or pipeline the compiled fast paths hand to it, not at start:
 * it is some 300 modules and 18 MB that a shop serving plain finds and $set updates never needs.
 */
export function mingo(): typeof Mingo {
  return (mingoModule ??= requireFromHere('mingo') as typeof Mingo);
}

export function mingoUtil(): typeof MingoUtil {
  return (utilModule ??= requireFromHere('mingo/util') as typeof MingoUtil);
}
