// The live casino centre's tables (/live): one button per live vendor, the same markup the page
// paints (GamePage.astro), each opening that vendor's tables in a dialog, a chunk of its own
// loaded on first use. The first press of a static button starts the island, which opens that vendor's.
import { useState } from 'react';
import { onDemand } from '../ui/on-demand.tsx';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { vendorName } from '../../shared/vendors.ts';
import { useReplayedPress } from './replay-press.ts';

const LiveTablesDialog = onDemand(() => import('./LiveTablesDialog.tsx'));

/** The vendor buttons of the live page's tables section. */
export function LiveTables({ element }: { element: HTMLElement }) {
  const vendors = pageConfig().products.find((p) => p.gameType === 'LIVE')?.vendors ?? [];
  const [open, setOpen] = useState<{ code: string; opener: HTMLElement } | null>(null);
  useReplayedPress(element, (code, opener) => setOpen({ code, opener }));
  return (
    <>
      {/* The section is labelled by this heading (aria-labelledby): the island keeps its id. */}
      <h2 id="live-tables-title">{t('games.live.title')}</h2>
      <p className="live-tables-intro">{t('games.live.intro')}</p>
      <ul className="live-vendors">
        {vendors.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="btn btn-ghost live-vendor"
              data-vendor={code}
              onClick={(event) => setOpen({ code, opener: event.currentTarget })}
            >
              {t('games.live.vendorButton', { vendor: vendorName(code) })}
            </button>
          </li>
        ))}
      </ul>
      {open && <LiveTablesDialog vendor={open.code} opener={open.opener} onClose={() => setOpen(null)} />}
    </>
  );
}
