/** The shop's mascot cube: the same drawing as the app icons (pwa/scripts/generate-icons.mjs). */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="4" y="6" width="40" height="38" rx="13" fill="#f7a8c4" />
      <rect x="4" y="6" width="40" height="12" rx="6" fill="#ffd3e2" />
      <circle cx="17" cy="27" r="3" fill="#3b2640" />
      <circle cx="31" cy="27" r="3" fill="#3b2640" />
      <path d="M20.5 33.5c2 2 5 2 7 0" stroke="#3b2640" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      <circle cx="12" cy="32" r="2.6" fill="#ff7fa8" opacity="0.7" />
      <circle cx="36" cy="32" r="2.6" fill="#ff7fa8" opacity="0.7" />
    </svg>
  );
}
