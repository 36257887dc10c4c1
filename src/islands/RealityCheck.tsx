import { useEffect, useState } from 'react';
import type { RealityCheckValue } from '../../contract/generated/member-reality-check.ts';
import { sitePath } from '../client/page-data.ts';
import { t } from '../client/t.ts';
import { loadRealityCheck } from '../stores/protection.ts';
import { logout } from '../stores/session.ts';
import { Modal } from './ui/Modal.tsx';
import { money } from './ui/money.ts';

const MINUTE = 60_000;

/** When the next reminder is due: the first whole interval since the login that is still ahead. */
function nextDue(loginAt: number, every: number, now: number): number {
  return loginAt + Math.max(1, Math.ceil((now - loginAt + 1) / every)) * every;
}

/**
 * The reality check (docs/decisions/0012-player-protection.md): at every whole interval since the
 * login (the member's own, else the jurisdiction's), a dialog with the time since login and the
 * session's stakes, wins and net result from the gateway, and three ways on: keep playing, see the
 * bet history, log out.
 */
export function RealityCheck() {
  const [summary, setSummary] = useState<RealityCheckValue | null>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each round (a dismissed reminder) schedules the next one
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    loadRealityCheck().then(
      ({ loginAt, intervalMinutes }) => {
        if (stopped) return;
        const wait = nextDue(loginAt, intervalMinutes * MINUTE, Date.now()) - Date.now();
        timer = setTimeout(() => void loadRealityCheck().then(setSummary, () => undefined), wait);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);
  if (!summary) return null;
  const keepPlaying = () => {
    setSummary(null);
    setRound(round + 1);
  };
  const played = Math.max(0, Math.floor((Date.now() - summary.loginAt) / MINUTE));
  return (
    <Modal title={t('island.reality.title')} onClose={keepPlaying} opener={null}>
      <p>{t('island.reality.since', { duration: t('island.rg.minutes', { count: played }) })}</p>
      <dl className="reality-figures">
        <dt>{t('island.reality.stakes')}</dt>
        <dd>{money(summary.stakes)}</dd>
        <dt>{t('island.reality.wins')}</dt>
        <dd>{money(summary.wins)}</dd>
        <dt>{t('island.reality.net')}</dt>
        <dd>{money(summary.net)}</dd>
      </dl>
      <div className="reality-actions">
        <button type="button" className="btn btn-primary" data-autofocus onClick={keepPlaying}>
          {t('island.reality.keep')}
        </button>
        <a className="btn btn-ghost" href={sitePath('member/personalHistoryCopy')}>
          {t('island.reality.history')}
        </a>
        <button type="button" className="btn btn-ghost" onClick={() => void logout().finally(() => location.assign(sitePath('')))}>
          {t('island.reality.logout')}
        </button>
      </div>
    </Modal>
  );
}
