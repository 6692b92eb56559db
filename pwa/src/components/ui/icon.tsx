const paths = {
  search: 'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.41-1.41-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
  cart: 'M3 4h2.2l2.1 10.1A2 2 0 0 0 9.26 15.7H17a2 2 0 0 0 1.94-1.52L20.5 8H7.1l-.4-2H21V4H6.3L6 2.6A1 1 0 0 0 5 2H3v2Zm6 14.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  user: 'M12 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM4 20.5C4 16.9 7.6 14 12 14s8 2.9 8 6.5V21h-2v-.5c0-2.3-2.6-4.5-6-4.5s-6 2.2-6 4.5v.5H4v-.5Z',
  menu: 'M4 6h16v2H4V6Zm0 5h16v2H4v-2Zm0 5h16v2H4v-2Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4 6.4 5Z',
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z',
  expand: 'm5.4 8.6 6.6 6.6 6.6-6.6L20 10l-8 8-8-8 1.4-1.4Z',
  minus: 'M5 11h14v2H5v-2Z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z',
  heart:
    'M12 20.5 10.6 19.2C5.6 14.7 2.5 11.9 2.5 8.4A4.9 4.9 0 0 1 7.4 3.5c1.8 0 3.5.8 4.6 2.2a6 6 0 0 1 4.6-2.2 4.9 4.9 0 0 1 4.9 4.9c0 3.5-3.1 6.3-8.1 10.8L12 20.5Z',
  chat: 'M5 3h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  offline:
    'M2.3 3.7 3.7 2.3l18 18-1.4 1.4-4.9-4.9A3 3 0 0 1 12 20a3 3 0 0 1-2.1-5.1l-2.5-2.5-1.4 1.4-1.4-1.4 1.4-1.4L2.6 7.6l1.4-1.4 2.2 2.2L2.3 3.7ZM12 4c3.6 0 6.9 1.5 9.2 3.8l-1.4 1.4A10.9 10.9 0 0 0 10.5 6.1L8.8 4.4C9.8 4.1 10.9 4 12 4Z',
} as const;

export type IconName = keyof typeof paths;

/** Decorative by default: the button or link around it carries the accessible name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
