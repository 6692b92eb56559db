import './skip-link.css';

/** The first stop of the keyboard: jumps past the header to the page's main content (#main). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}
