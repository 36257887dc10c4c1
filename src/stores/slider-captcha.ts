// The slider captcha's challenge, for the forms that can be asked for one (login, SMS codes).
import { captchaSlider } from '../../contract/generated/calls.ts';
import type { SliderChallenge } from '../../contract/generated/captcha-slider.ts';
import { GatewayError } from '../api/errors.ts';
import { gateway } from '../api/page-client.ts';

export type { SliderChallenge };

/**
 * A new slider challenge for this visitor; the gateway keeps where the gap is. A told challenge
 * also says where (gapX), for a visitor who cannot see the picture.
 */
export const fetchSliderChallenge = (told: boolean): Promise<SliderChallenge> => gateway().call(captchaSlider, told ? { told: 1 } : {});

/** Whether a refused SMS send asks for a solved slider (a client's further new number). */
export const needsSlider = (error: unknown): boolean =>
  error instanceof GatewayError && (error.errorCode === 'captcha.slider.required' || error.errorCode === 'captcha.slider.invalid');
