// Images a member uploads for a later call to name (withdrawal proof; feedback and promotion
// applications to come). The page checks type and size first; the gateway checks the bytes again.
import { uploadImage } from '../../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';

/** Uploads one image; its id. Throws the gateway's refusal (upload.type, upload.size, ...). */
export async function uploadFile(file: File): Promise<number> {
  return (await gateway().call(uploadImage, { file })).uploadId;
}
