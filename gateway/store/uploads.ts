// Uploaded images (migrations/009): stored once their bytes show a png or a jpg of at most 5 MB,
// whatever the file's name or the type the browser claimed; a later call uses them by id.
import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { Refusal } from '../refusal.ts';

/** The type an image's first bytes show, or null for anything else. */
function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** Stores an image for a member; refused (nothing stored) unless it is a png or jpg of at most 5 MB. */
export function storeUpload(
  db: DatabaseSync,
  upload: { merchant: string; memberId: number; bytes: Uint8Array; now: number },
): { id: number; mime: string; size: number } {
  const size = upload.bytes.byteLength;
  if (size === 0) throw new Refusal('upload.empty', 'the file is empty');
  if (size > LIMITS.maxUploadBytes)
    throw new Refusal('upload.size', `an image is at most ${LIMITS.maxUploadBytes / 1024 / 1024} MB`, {
      value: { maxBytes: LIMITS.maxUploadBytes },
    });
  const mime = imageType(upload.bytes);
  if (!mime) throw new Refusal('upload.type', 'only png and jpg images are taken');
  const result = db
    .prepare('INSERT INTO uploads (merchant, member_id, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(upload.merchant, upload.memberId, mime, size, upload.bytes, upload.now);
  return { id: Number(result.lastInsertRowid), mime, size };
}

/** Marks a member's uploads used (kept); refused when one is not theirs. */
export function markUploadsUsed(db: DatabaseSync, memberId: number, ids: readonly number[]): void {
  for (const id of ids) {
    const row = db.prepare('SELECT member_id AS memberId FROM uploads WHERE id = ?').get(id) as { memberId: number } | undefined;
    if (row?.memberId !== memberId) throw new Refusal('upload.unknown', `no upload ${id} of yours`);
    db.prepare('UPDATE uploads SET used = 1 WHERE id = ?').run(id);
  }
}
