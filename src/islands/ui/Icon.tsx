/** Paths of the few icons the islands use (24×24, drawn with currentColor): no icon font, no emoji. */
const PATHS = {
  bell: 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z',
  eye: 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  eyeOff:
    'M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.3-3.3A11 11 0 0 1 12 19c-5 0-9-4.5-10-7a13 13 0 0 1 3.6-4.9Zm7.4 7.4a2.5 2.5 0 0 0 3.6 3.6ZM12 5c5 0 9 4.5 10 7a12.6 12.6 0 0 1-2.8 4l-3-3A4.5 4.5 0 0 0 11 8l-2.3-2.3A10.6 10.6 0 0 1 12 5Z',
  refresh: 'M17.65 6.35A8 8 0 1 0 19.73 14h-2.08A6 6 0 1 1 12 6a5.9 5.9 0 0 1 4.22 1.78L13 11h7V4Z',
} as const;

/** A decorative icon: the control it sits in carries the accessible name. */
export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="icon" width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
