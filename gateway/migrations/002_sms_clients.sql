-- Who asked for each SMS: codes are capped per client (IP) and per merchant as well as per number.
ALTER TABLE sms_sends ADD COLUMN client TEXT NOT NULL DEFAULT '';
CREATE INDEX sms_sends_client ON sms_sends (merchant, client, at);
CREATE INDEX sms_sends_merchant ON sms_sends (merchant, at);
