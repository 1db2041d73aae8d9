// The headers a hosted service sends on every answer, app and API alike (hono's
// secure-headers): no script but our own files, no framing (clickjacking at the gate), no
// content sniffing (a picture served as a script), a strict referrer, and of the powerful
// features only the camera, for this origin (the gate scans tickets).
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export interface SecurityHeadersOptions {
  /** An API origin other than this server's, that the app must be allowed to call. */
  extraApiOrigins?: string[];
}

/** Everything the browser may use, off unless listed; camera for the ticket scanner only. */
const PERMISSIONS_POLICY = {
  camera: ['self'],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  bluetooth: [],
  hid: [],
  midi: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
  fullscreen: ['self'],
};

function contentSecurityPolicy(extraApiOrigins: string[]) {
  return {
    defaultSrc: ["'self'"],
    // No inline script anywhere: the app is files from this origin, the config comes by fetch.
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // A TOTP QR is a data: SVG; a chosen profile picture is previewed from a blob: URL.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extraApiOrigins],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function securityHeaders({ extraApiOrigins = [] }: SecurityHeadersOptions = {}): {
  app: MiddlewareHandler;
  api: MiddlewareHandler;
} {
  const common = {
    contentSecurityPolicy: contentSecurityPolicy(extraApiOrigins),
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: PERMISSIONS_POLICY,
    // Served over plain http on the festival's network; HSTS there is meaningless or harmful.
    strictTransportSecurity: false,
  } as const;
  return {
    app: secureHeaders(common),
    // The APIs answer other origins through CORS, as hosted Supabase does (a dev server, a
    // static build elsewhere); their public objects may be embedded cross-origin.
    api: secureHeaders({ ...common, crossOriginResourcePolicy: 'cross-origin' }),
  };
}

/** The origin of an API the built app calls when it is not this server (VITE_SUPABASE_URL). */
export function configuredApiOrigins(configured: string | undefined): string[] {
  if (!configured) return [];
  try {
    return [new URL(configured).origin];
  } catch {
    return [];
  }
}
