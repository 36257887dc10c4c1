import { postAgentAnnouncement } from '../store/announcements.ts';
import { openDatabase } from '../store/db.ts';
import { command, fail, MERCHANT, merchantTenant } from './shared.ts';

/** announce --agents: an announcement for the merchant's agent centre. */
export const announce = command({
  name: 'announce',
  options: [
    ['--agents', "for the merchant's agent centre (the only audience for now)"],
    MERCHANT,
    ['--title <text>', 'its title (at most 200 characters)'],
    ['--body <html>', 'its body, HTML (at most 20000 characters; the site sanitises it)'],
    ['--language <code>', 'its language (default EN)'],
  ],
  usage:
    '  announce --agents --merchant X --title "..." --body "<p>...</p>" [--language L]   post an announcement for the merchant\'s agents (HTML body; language EN by default)',
  async run(cli) {
    const { values, dbPath } = cli;
    // Only agent announcements for now: the site's notices and popups come with the seed.
    if (!values.agents) fail('announce takes --agents: announcements for the agent centre');
    const { code, config } = await merchantTenant(cli);
    const [title, body] = [values.title?.trim(), values.body?.trim()];
    if (!title || !body) fail('announce needs --title "..." and --body "..." (HTML; the site sanitises it)');
    if (title.length > 200 || body.length > 20_000) fail('--title is at most 200 characters and --body at most 20000');
    const language = (values.language ?? 'EN').toUpperCase();
    if (language !== 'EN' && !config.languages.offered.includes(language as never))
      fail(`--language must be EN or one ${code} offers: ${config.languages.offered.join(', ')}`);
    const id = postAgentAnnouncement(openDatabase(dbPath), { merchant: code, title, content: body, language, now: Date.now() });
    console.log(`${code}: agent announcement ${id} posted (${language})`);
  },
});
