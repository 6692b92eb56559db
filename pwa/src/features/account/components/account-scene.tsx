import { useId, type ReactNode } from 'react';
import './account-scene.css';

interface AccountSceneProps {
  title: string;
  children: ReactNode;
}

/** The account screens' card over decorative waves, circles and a sticker (spec §1). */
export function AccountScene({ title, children }: AccountSceneProps) {
  const titleId = useId();
  return (
    <div className="account-scene">
      <AccountDecor />
      <section className="account-card" aria-labelledby={titleId}>
        <KittySticker />
        <h1 id={titleId} className="account-card__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** Waves, circles drifting by: behind whatever account screen holds it (its parent is positioned). */
export function AccountDecor() {
  return (
    <div className="account-decor" aria-hidden="true">
      <span className="account-decor__circle account-decor__circle--pink" />
      <span className="account-decor__circle account-decor__circle--mint" />
      <span className="account-decor__circle account-decor__circle--lavender" />
      <span className="account-decor__circle account-decor__circle--butter" />
      <svg className="account-decor__waves" viewBox="0 0 1440 120" preserveAspectRatio="none">
        <path
          className="account-decor__wave account-decor__wave--back"
          d="M0 60c120-40 240-40 360 0s240 40 360 0 240-40 360 0 240 40 360 0v60H0Z"
        />
        <path
          className="account-decor__wave account-decor__wave--front"
          d="M0 80c120-30 240-30 360 0s240 30 360 0 240-30 360 0 240 30 360 0v40H0Z"
        />
      </svg>
    </div>
  );
}

function KittySticker() {
  return (
    <svg className="account-card__sticker" viewBox="0 0 80 80" aria-hidden="true">
      <path
        d="M14 30 12 8l18 12a34 34 0 0 1 20 0L68 8l-2 22c4 6 6 12 6 18 0 16-14 26-32 26S8 64 8 48c0-6 2-12 6-18Z"
        fill="#fff"
        stroke="#f3d3e0"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="28" cy="46" r="4" fill="#3b2640" />
      <circle cx="52" cy="46" r="4" fill="#3b2640" />
      <ellipse cx="40" cy="53" rx="3.5" ry="2.5" fill="#f2c14e" />
      <path d="M6 46h12M6 53l12-3M74 46H62M74 53l-12-3" stroke="#3b2640" strokeWidth="2" strokeLinecap="round" />
      <path d="M52 16c6-8 16-6 16 2s-10 10-16 4c-6 6-16 4-16-4s10-10 16-2Z" fill="#f25c8a" transform="translate(4 2) scale(.8)" />
    </svg>
  );
}
