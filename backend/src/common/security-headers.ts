import helmet from 'helmet';

/**
 * Third-party origins the PWA may load from. The card payment issue adds Stripe here:
 * script and frame https://js.stripe.com, frame https://hooks.stripe.com, connect https://api.stripe.com.
 */
const THIRD_PARTY_SOURCES = {
  script: [] as string[],
  frame: [] as string[],
  connect: [] as string[],
};

/**
 * Helmet's headers with a Content-Security-Policy for the same-origin PWA: its own scripts, styles,
 * service worker and manifest; images from itself plus data: and blob: (previews before upload).
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...THIRD_PARTY_SOURCES.script],
        // Inline styles stay allowed, as in helmet's defaults: little risk, and UI code relies on them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same-origin socket.io websocket in current browsers.
        connectSrc: ["'self'", ...THIRD_PARTY_SOURCES.connect],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: THIRD_PARTY_SOURCES.frame.length > 0 ? THIRD_PARTY_SOURCES.frame : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
