import { t } from '../../client/t.ts';
import { FEEDBACK_IMAGES } from '../../../core/feedback.ts';

/**
 * Why images a member chose cannot be sent, or '' when they can (png or jpg, at most 3 of 5 MB:
 * specification section 5, for feedback and promotion applications alike). Checked before any
 * upload; the gateway checks the bytes again.
 */
export function imagesProblem(files: readonly File[]): string {
  if (files.length > FEEDBACK_IMAGES.most) return t('island.feedback.imageCount', { most: FEEDBACK_IMAGES.most });
  const wrongType = files.find((f) => !(FEEDBACK_IMAGES.types as readonly string[]).includes(f.type));
  if (wrongType) return t('island.feedback.imageType', { name: wrongType.name });
  const tooLarge = files.find((f) => f.size > FEEDBACK_IMAGES.maxBytes);
  return tooLarge ? t('island.feedback.imageSize', { name: tooLarge.name }) : '';
}
