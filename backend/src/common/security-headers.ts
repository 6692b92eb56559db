import helmet from 'helmet';

/**
 * Third-party origins the PWA may load from: Stripe.js, its frames, and the API and hosted Checkout it
 * talks to (the shopper then leaves for checkout.stripe.com by a plain navigation).
 */
const THIRD_PARTY_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
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
