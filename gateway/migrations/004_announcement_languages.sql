-- Announcements in several languages: each row is one language's text; rows that translate one
-- another share a translation_of key (NULL: the row stands alone). The Language header picks one
-- row per key by the platform's fallback (the page's language, EN, the merchant's default, any).
ALTER TABLE announcements ADD COLUMN language TEXT NOT NULL DEFAULT 'EN';
ALTER TABLE announcements ADD COLUMN translation_of TEXT;
