-- Register entries in the form they are compared in (gateway/store/exclusion-registers.ts,
-- decision 0017): a mobile number in full international form (the register's country code, the national
-- number without its trunk 0), an email without its sub-address (+tag). Entries written before kept a
-- number's digits as given and an email's tag, so 09171234567 and name+tag@ were not matched.
CREATE TEMP TABLE register_entries AS
WITH coded AS (
  SELECT register, kind, value, added_at, CASE register WHEN 'GAMSTOP' THEN '44' WHEN 'NDRS' THEN '63' ELSE '' END AS code
  FROM exclusion_register
)
SELECT register, kind, added_at,
  CASE
    WHEN kind = 'email' AND instr(value, '+') BETWEEN 1 AND instr(value, '@')
      THEN substr(value, 1, instr(value, '+') - 1) || substr(value, instr(value, '@'))
    WHEN kind = 'email' THEN value
    WHEN value LIKE code || '%' THEN value
    WHEN value LIKE '00%' THEN substr(value, 3)
    WHEN value LIKE '0%' THEN code || substr(value, 2)
    ELSE code || value
  END AS value
FROM coded;
DELETE FROM exclusion_register;
INSERT INTO exclusion_register (register, kind, value, added_at)
SELECT register, kind, value, MIN(added_at) FROM register_entries WHERE value <> '' GROUP BY register, kind, value;
DROP TABLE register_entries;
