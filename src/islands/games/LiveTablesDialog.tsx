// One live vendor's tables in a dialog: each table's game kind, dealer and studio, bet limits,
// seats or players, status and road (last results), and Play, which launches the table's game by
// the usual launch path (a visitor is asked to log in first).
import { useState } from 'react';
import type { LiveTable } from '../../../contract/generated/games-live-tables.ts';
import { t } from '../../client/t.ts';
import { vendorName } from '../../shared/vendors.ts';
import { launchGame } from '../../stores/games.ts';
import { loadLiveTables, tableGame } from '../../stores/live-tables.ts';
import { Modal } from '../ui/Modal.tsx';
import { money } from '../ui/money.ts';
import { useLoad } from '../ui/use-load.ts';
import { loadingBody } from './loading-body.tsx';

interface LiveTablesDialogProps {
  vendor: string;
  onClose: () => void;
  /** The vendor button: focus returns there. */
  opener: HTMLElement;
}

/** A table's road: short marks for sight, the results' names for a screen reader. */
function Road({ road }: { road: readonly string[] }) {
  if (road.length === 0) return <p className="live-road-none">{t('games.live.noRoad')}</p>;
  const named = (r: string) => (/^\d+$/.test(r) ? r : t(`games.live.result.${r}`));
  return (
    <p className="live-road">
      <span className="visually-hidden">
        {t('games.live.road')}: {road.map(named).join(', ')}
      </span>
      <span className="live-road-marks" aria-hidden="true">
        {road.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a road's results repeat and never reorder
          <span key={i} className={`live-road-mark live-road-${/^\d+$/.test(r) ? 'number' : r.toLowerCase()}`}>
            {/^\d+$/.test(r) ? r : t(`games.live.short.${r}`)}
          </span>
        ))}
      </span>
    </p>
  );
}

function TableCard({ table }: { table: LiveTable }) {
  const playable = table.status === 'open';
  return (
    <li className="surface card live-table" data-model-id={table.modelId} data-status={table.status}>
      <div className="live-table-head">
        <h3 className="live-table-name">{table.modelName}</h3>
        <span className={`live-table-status live-status-${table.status}`}>{t(`games.live.status.${table.status}`)}</span>
      </div>
      <p className="live-table-kind">{t(`games.live.kind.${table.gameKind}`)}</p>
      <p className="live-table-meta">
        {table.dealer ? t('games.live.dealer', { name: table.dealer }) : t('games.live.automatic')} ·{' '}
        {t('games.live.studio', { studio: table.studio })}
      </p>
      <p className="live-table-meta">{t('games.live.limits', { min: money(table.minBet), max: money(table.maxBet) })}</p>
      <p className="live-table-meta">
        {table.seats > 0
          ? t('games.live.seats', { players: table.players, seats: table.seats })
          : t('games.live.players', { count: table.players })}
      </p>
      <Road road={table.road} />
      <button
        type="button"
        className="btn btn-primary live-table-play"
        disabled={!playable}
        aria-label={t('games.live.play', { name: table.modelName })}
        onClick={(event) => void launchGame(tableGame(table), { opener: event.currentTarget })}
      >
        {t('games.live.playShort')}
      </button>
    </li>
  );
}

/** The dialog: loading, failed (with retry), empty, or the tables. */
function LiveTablesDialog({ vendor, onClose, opener }: LiveTablesDialogProps) {
  const [tables, setTables] = useState<LiveTable[] | null>(null);
  const { failed, retry } = useLoad(() => loadLiveTables(vendor).then(setTables), [vendor]);
  const body =
    loadingBody({ failed, retry, loaded: tables !== null }, { loading: t('games.live.loading'), failed: t('games.live.loadFailed') }) ??
    (tables!.length === 0 ? (
      <p className="games-empty">{t('games.live.empty')}</p>
    ) : (
      <ul className="live-tables-list" aria-label={t('games.live.title')}>
        {tables!.map((table) => (
          <TableCard key={table.modelId} table={table} />
        ))}
      </ul>
    ));
  return (
    <Modal title={t('games.live.dialogTitle', { vendor: vendorName(vendor) })} onClose={onClose} opener={opener} wide>
      <div className="live-tables-body" aria-busy={!tables && !failed}>
        {body}
      </div>
    </Modal>
  );
}

export default LiveTablesDialog;
