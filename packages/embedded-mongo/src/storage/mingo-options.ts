/** Server-side JavaScript ($where, $function, $accumulator) is disabled, as on a hardened mongod. */
export const MINGO_OPTIONS = { scriptEnabled: false } as const;
