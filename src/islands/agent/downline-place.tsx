import { useEffect, useState } from 'react';
import type { DownlineQuery } from '../../stores/downlines.ts';
import { t } from '../../client/t.ts';

/** Where downline management is, as the URL's hash says it: a place in the tree (a level, a search, a page) or one account. */
export type DownlinePlace = DownlineQuery & { memberId?: number };

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The place of the URL's hash (#parent=12, #account=jo&page=2, #member=34), so reload and back keep it. */
function fromHash(): DownlinePlace {
  const params = new URLSearchParams(location.hash.slice(1));
  const [parentId, memberId] = [positive(params.get('parent')), positive(params.get('member'))];
  const account = params.get('account')?.trim();
  return {
    ...(parentId ? { parentId } : {}),
    ...(account ? { account } : {}),
    ...(memberId ? { memberId } : {}),
    pageNo: positive(params.get('page')) ?? 1,
  };
}

/** A place as a hash link; the agent's own first page is #team. */
export function hashOf(place: DownlinePlace): string {
  const params = new URLSearchParams();
  if (place.memberId) return `#member=${place.memberId}`;
  if (place.parentId) params.set('parent', String(place.parentId));
  if (place.account) params.set('account', place.account);
  if (place.pageNo > 1) params.set('page', String(place.pageNo));
  return `#${params.toString() || 'team'}`;
}

/** The place of the URL's hash, followed as links, back and forward change it. */
export function useHashPlace(): DownlinePlace {
  const [place, setPlace] = useState(fromHash);
  useEffect(() => {
    const follow = () => setPlace(fromHash());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  return place;
}

/** The way from the agent down to what is shown: each step a link back up, the last the current place. */
export function Breadcrumb({ path }: { path: ReadonlyArray<{ id: number; account: string }> }) {
  return (
    <nav className="breadcrumb" aria-label={t('island.downlines.where')}>
      <ol>
        {path.map((step, i) => {
          const name = i === 0 ? t('island.downlines.root', { account: step.account }) : step.account;
          return (
            <li key={step.id}>
              {i === path.length - 1 ? (
                <span aria-current="location">{name}</span>
              ) : (
                <a href={hashOf(i === 0 ? { pageNo: 1 } : { parentId: step.id, pageNo: 1 })}>{name}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
