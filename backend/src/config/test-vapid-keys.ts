/** A VAPID pair for tests and rehearsals that need production's configuration; never a real shop's keys. */
export const TEST_VAPID_KEYS = {
  VAPID_PUBLIC_KEY: 'BCzN6DPXuWpnXaorQCC-_Q3IARv1zgGhx0UomzjvQTY6XQDytuzjBPXX4OaQenEAeHJ1aekeTWmf9WIS9AJ6HH0',
  VAPID_PRIVATE_KEY: '6hmc5uoq8KY1SKUIdCsLZJ24eO7jKy9DTNQo5cBUJEw',
} as const;
