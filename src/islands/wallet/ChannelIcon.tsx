import type { DepositChannel } from '../../../contract/generated/common.ts';

/** Each kind's glyph (24×24, filled even-odd with currentColor), for a channel without an icon of its own. */
const GLYPHS: Record<DepositChannel['kind'], string> = {
  BANK: 'M12 2 2 7v2h20V7ZM4 10h3v7H4Zm6.5 0h3v7h-3ZM17 10h3v7h-3ZM2 18h20v3H2Z',
  EWALLET: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h10V5Zm5 3.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  QR: 'M3 3h8v8H3Zm2 2v4h4V5Zm8-2h8v8h-8Zm2 2v4h4V5ZM3 13h8v8H3Zm2 2v4h4v-4Zm8-2h3v3h-3Zm5 0h3v3h-3Zm-5 5h3v3h-3Zm5 0h3v3h-3Z',
  CARD: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 6v6h16v-6Zm2 2h5v2H6Z',
  CRYPTO: 'M12 2 21 7v10l-9 5-9-5V7Zm0 2.3L5 8.2v7.6l7 3.9 7-3.9V8.2ZM8.5 8.5h7v2H13V16h-2v-5.5H8.5Z',
};

/** The channel's own icon, or its kind's glyph: decorative, since the name beside it says what it is. */
export function ChannelIcon({ channel }: { channel: DepositChannel }) {
  if (channel.icon) return <img className="deposit-channel-icon" src={channel.icon} alt="" width="28" height="28" />;
  return (
    <svg
      className="deposit-channel-icon deposit-channel-glyph"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="currentColor"
      fillRule="evenodd"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPHS[channel.kind]} />
    </svg>
  );
}
