// The operator's announcements: notices (PL), popups (PU) and promotions (PR) for the site, and
// agent announcements (AG) for the agent centre only. Each row is one language's text; rows that
// translate one another share a translation_of key (migration 004).
import type { DatabaseSync } from 'node:sqlite';
import type { Announcement } from '../../contract/generated/common.ts';
import { inLanguage } from '../../core/localized.ts';
import { allRows, rowShape } from './rows.ts';

const ANNOUNCEMENT_ROW = rowShape<
  Omit<StoredAnnouncement, 'promotionId'> & { promotionId: number | null; language: string; translationOf: string | null }
>('ANNOUNCEMENT_ROW', {
  type: true,
  id: true,
  title: true,
  content: true,
  promotionType: true,
  execution: true,
  createdAt: true,
  promotionId: true,
  language: true,
  translationOf: true,
});

/** The type of the announcements only agents see, in the agent centre. */
export const AGENT_ANNOUNCEMENT = 'AG';

/** A stored announcement as the site's calls answer it (the agents' ones carry type AG). */
type StoredAnnouncement = Omit<Announcement, 'type'> & { type: string };

/**
 * A merchant's announcements of some types, newest first, each in the page's language by the
 * platform's fallback (the page's language, EN, the merchant's default, any).
 */
export function announcementsIn(
  db: DatabaseSync,
  merchant: string,
  types: readonly string[],
  language: string,
  defaultLanguage: string,
): StoredAnnouncement[] {
  const rows = allRows(
    db.prepare(`SELECT id, type, execution, title, content, promotion_type AS promotionType, promotion_id AS promotionId, created_at AS createdAt,
      language, translation_of AS translationOf
    FROM announcements WHERE merchant = ? AND type IN (SELECT value FROM json_each(?)) ORDER BY created_at DESC, id`),
    ANNOUNCEMENT_ROW,
    merchant,
    JSON.stringify(types),
  );
  const translations = new Map<string, Record<string, (typeof rows)[number]>>();
  for (const row of rows) {
    const key = row.translationOf ?? `#${row.id}`;
    translations.set(key, { ...translations.get(key), [row.language]: row });
  }
  return [...translations.values()].flatMap((byLanguage) => {
    const chosen = inLanguage(byLanguage, language, defaultLanguage);
    if (!chosen) return [];
    const { language: _language, translationOf: _translationOf, promotionId, ...announcement } = chosen;
    // The advertised promotion only when there is one (the field is ours, so it is left out rather than null).
    return [promotionId === null ? announcement : { ...announcement, promotionId }];
  });
}

/** Posts an announcement for the merchant's agents in one language; its id. */
export function postAgentAnnouncement(
  db: DatabaseSync,
  a: { merchant: string; title: string; content: string; language: string; translationOf?: string | null; now: number },
): number {
  const result = db
    .prepare(
      "INSERT INTO announcements (merchant, type, execution, title, content, promotion_type, created_at, language, translation_of) VALUES (?, ?, 'A', ?, ?, NULL, ?, ?, ?)",
    )
    .run(a.merchant, AGENT_ANNOUNCEMENT, a.title, a.content, a.now, a.language, a.translationOf ?? null);
  return Number(result.lastInsertRowid);
}
