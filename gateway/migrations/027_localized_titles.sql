-- One model for the human texts the gateway stores (gateway/store/localized-text.ts): every
-- title and message text becomes a JSON object of texts per language, read in the reader's
-- language. Rows stored before held one language's text: the gateway's own titles get every
-- language here (gateway/stored-titles.ts holds the same texts), a promotion's bonus gets the
-- promotion's titles, and text an operator wrote stays as written under "*" for every reader.
-- Notifications' English title and body are English ("EN"). The demo's messages get their languages
-- from the seed's later part messages.languages (the texts live in gateway/seed/messages.ts).

UPDATE bonuses SET title = (
  SELECT p.titles FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id WHERE e.bonus_id = bonuses.id
) WHERE source = 'promotion' AND EXISTS (SELECT 1 FROM promotion_entries e WHERE e.bonus_id = bonuses.id);

UPDATE bonuses SET title = json_object(
  'EN', title,
  'TY', 'Bonus sa pag-akyat sa VIP ' || substr(title, 5, length(title) - 18),
  'VI', 'Thưởng thăng hạng VIP ' || substr(title, 5, length(title) - 18)
) WHERE source = 'vip' AND title LIKE 'VIP % upgrade bonus';

UPDATE bonuses SET title = CASE source
  WHEN 'red-envelope' THEN json_object('EN', 'Red envelope', 'TY', 'Red envelope (ang pao)', 'VI', 'Lì xì')
  WHEN 'wheel' THEN json_object('EN', 'Prize wheel', 'TY', 'Gulong ng premyo', 'VI', 'Vòng quay may mắn')
  ELSE json_object('EN', 'Golden egg', 'TY', 'Gintong itlog', 'VI', 'Trứng vàng')
END WHERE source IN ('red-envelope', 'wheel', 'golden-egg') AND NOT (json_valid(title) AND json_type(title) = 'object');

UPDATE raffles SET title = CASE title
  WHEN 'Weekly raffle' THEN json_object('EN', 'Weekly raffle', 'TY', 'Lingguhang raffle', 'VI', 'Xổ số hằng tuần')
  ELSE json_object('*', title)
END;

UPDATE bonuses SET title = (SELECT r.title FROM raffle_prizes p JOIN raffles r ON r.id = p.raffle_id WHERE p.bonus_id = bonuses.id)
WHERE source = 'raffle' AND EXISTS (SELECT 1 FROM raffle_prizes p WHERE p.bonus_id = bonuses.id);

-- What is left is the operator's (bonus grant) or a row the rules above could not place: as written.
UPDATE bonuses SET title = json_object('*', title) WHERE NOT (json_valid(title) AND json_type(title) = 'object');

UPDATE messages SET
  title = json_object(CASE WHEN kind IS NULL THEN '*' ELSE 'EN' END, title),
  body = json_object(CASE WHEN kind IS NULL THEN '*' ELSE 'EN' END, body);
