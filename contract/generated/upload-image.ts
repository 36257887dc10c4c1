/* This file is generated from schemas/gateway/upload-image.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The upload.
 */
export type UploadImageResponse = Success<UploadImageValue> | Failure;

/**
 * Uploads one image (png or jpg, at most 5 MB, checked by its bytes, not its name) for a later call to name: proof that a withdrawal did not arrive, and later feedback and promotion applications. multipart/form-data with the file in the field `file`. At most 30 an hour per member. Unused uploads are deleted after a day.
 */
export interface UploadImageCall {
  request: UploadImageRequest;
  response: UploadImageResponse;
}
/**
 * The image.
 */
export interface UploadImageRequest {
  /**
   * The image file: png or jpg (upload.type otherwise), at most 5 MB (upload.size otherwise).
   */
  file: Blob;
}
/**
 * The stored image.
 */
export interface UploadImageValue {
  /**
   * What a later call names it by.
   */
  uploadId: number;
  /**
   * Its type, from its bytes.
   */
  mime: "image/png" | "image/jpeg";
  /**
   * Its size in bytes.
   */
  size: number;
}

/** Uploads one image (png or jpg, at most 5 MB, checked by its bytes, not its name) for a later call to name: proof that a withdrawal did not arrive, and later feedback and promotion applications. multipart/form-data with the file in the field `file`. At most 30 an hour per member. Unused uploads are deleted after a day. */
export const uploadImage: CallSpec<UploadImageCall> = { method: 'POST', path: '/wps/upload/image', token: true, encrypted: false, multipart: true };
