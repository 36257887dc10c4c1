// Image uploads (gateway/store/uploads.ts): one png or jpg per call, checked by its bytes.
import { uploadImage } from '../../contract/generated/calls.ts';
import { UPLOADS_PER_MEMBER } from '../auth/throttles.ts';
import { refuse } from '../http/errors.ts';
import { type CallRouter, realMember } from '../http/router.ts';
import { throttled } from '../store/throttle.ts';
import { storeUpload } from '../store/uploads.ts';

export function uploadRoutes(r: CallRouter): void {
  r.call(uploadImage, async (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const file: unknown = input.file;
    if (!(file instanceof Blob)) throw refuse.invalid('file: send the image as a file field of a multipart/form-data body');
    throttled(gw.db, tenant.code, UPLOADS_PER_MEMBER, String(member.id), gw.clock());
    const stored = storeUpload(gw.db, {
      merchant: tenant.code,
      memberId: member.id,
      bytes: new Uint8Array(await file.arrayBuffer()),
      now: gw.clock(),
    });
    return { uploadId: stored.id, mime: stored.mime as 'image/png' | 'image/jpeg', size: stored.size };
  });
}
