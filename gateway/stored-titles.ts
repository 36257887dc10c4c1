// The titles the gateway gives what it pays on its own (not an operator's words), in every
// language the sites carry; stored through store/localized-text.ts so each reader reads their own.
// Migration 027 writes the same texts into the rows stored before the model.
import { type LocalizedText, withParams } from './store/localized-text.ts';

const TITLES = {
  'bonus.vip': { EN: 'VIP {{label}} upgrade bonus', TY: 'Bonus sa pag-akyat sa VIP {{label}}', VI: 'Thưởng thăng hạng VIP {{label}}' },
  'bonus.red-envelope': { EN: 'Red envelope', TY: 'Red envelope (ang pao)', VI: 'Lì xì' },
  'bonus.wheel': { EN: 'Prize wheel', TY: 'Gulong ng premyo', VI: 'Vòng quay may mắn' },
  'bonus.golden-egg': { EN: 'Golden egg', TY: 'Gintong itlog', VI: 'Trứng vàng' },
  'raffle.weekly': { EN: 'Weekly raffle', TY: 'Lingguhang raffle', VI: 'Xổ số hằng tuần' },
} as const satisfies Record<string, LocalizedText>;

type Params = Readonly<Record<string, string | number>>;

/** One of the gateway's own titles in every language, its {{params}} filled (per language where they are words to translate). */
export function gatewayTitle(key: keyof typeof TITLES, params: Params | ((language: string) => Params) = {}): LocalizedText {
  if (typeof params !== 'function') return withParams(TITLES[key], params);
  return Object.fromEntries(
    Object.entries(TITLES[key]).map(([language, text]) => [language, withParams({ text }, params(language))['text']]),
  );
}
