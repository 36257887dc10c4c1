import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ContractKind, ContractSettlement, ContractsPage as Page } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { $contractsChanged } from '../../stores/contracts.ts';
import { contractRecords } from '../../stores/records.ts';
import { pagesOf, RecordsHead, RecordsView, signed } from '../records/RecordsView.tsx';
import { column, figureColumn, RecordsTable } from '../records/RecordsTable.tsx';
import { type RecordsState, useRecords } from '../records/use-records.ts';
import { Answer, TerminateButton, Terms, useFormats } from './contract-parts.tsx';
import { OfferContractDialog } from './OfferContract.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { SelectField } from '../ui/Field.tsx';

type Side = 'RECEIVED' | 'PAID';

/**
 * An agent-centre contract page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the agent's own contract of the kind with its upline (and what waits for
 * its answer; none for an agent without an upline), its direct sub-agents' contracts (offer one,
 * ask to end one), and the settlements received or paid in a period of the merchant's days, each
 * with what it was computed from: by default the side the agent has (received while it has a
 * contract with its upline, else paid).
 */
function ContractsPage({ kind }: { kind: ContractKind }) {
  // No side chosen: the gateway lists the agent's own (received on its contract with its upline, else paid).
  const r = useRecords(contractRecords[kind], { side: '' as Side | '' }, (period, filters, pageNo) => ({
    ...period,
    ...(filters.side ? { side: filters.side } : {}),
    pageNo,
  }));
  const changed = useStore($contractsChanged);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again after each change made on a contract (retry is made anew each render)
  useEffect(() => {
    if (changed) r.retry();
  }, [changed]);
  const value = r.value as Page | undefined;
  return (
    <div className="contracts-page" data-kind={kind}>
      {/* An agent at the top of its tree has no upline to hold a contract with: no card that is always empty. */}
      {value && value.upline !== null && <OwnContract kind={kind} value={value} />}
      {value && <DownlineContracts kind={kind} value={value} />}
      <TitledSection titleId="contract-records-title" title={t('island.contracts.records')}>
        <Settlements
          state={r}
          onSide={(side) => r.chooseFilter('side', side)}
          side={(r.filters.side || value?.records.side) ?? 'PAID'}
          value={value}
        />
      </TitledSection>
    </div>
  );
}

function OwnContract({ kind, value }: { kind: ContractKind; value: Page }) {
  const { when } = useFormats();
  const { contract, offer } = value;
  return (
    <section className="overview-card surface" aria-labelledby="own-contract-title" data-testid="own-contract">
      <h2 id="own-contract-title" className="section-title">
        {t('island.contracts.mine')}
      </h2>
      {offer && <Answer kind={kind} contract={offer} />}
      {contract ? (
        <div data-status={contract.status}>
          <p>{t('island.contracts.activeSince', { upline: contract.upline, date: when(contract.startedAt ?? contract.offeredAt) })}</p>
          <Terms contract={contract} />
          {contract.terminationAsked ? (
            <Answer kind={kind} contract={contract} />
          ) : (
            <TerminateButton kind={kind} contract={contract} label={t('island.contracts.terminate')} />
          )}
        </div>
      ) : (
        !offer && <p className="muted">{t('island.contracts.none')}</p>
      )}
    </section>
  );
}

function DownlineContracts({ kind, value }: { kind: ContractKind; value: Page }) {
  const { rate } = useFormats();
  const [offering, setOffering] = useState<{ account: string; opener: HTMLElement } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The offer's button goes once the offer waits: focus moves to what replaced it in that row.
  useEffect(() => {
    if (!sentTo || !value.downlines.some((d) => d.account === sentTo && d.offer)) return;
    document.querySelector<HTMLElement>(`tr[data-account="${CSS.escape(sentTo)}"] button`)?.focus();
    setSentTo(null);
  }, [value, sentTo]);
  return (
    <TitledSection titleId="downline-contracts-title" title={t('island.contracts.downlines')} className="overview-card surface">
      {!value.downlines.length ? (
        <p className="muted">{t('island.contracts.noDownlines')}</p>
      ) : (
        <RecordTable label={t('island.contracts.downlines')} compact>
          <table className="records downline-contracts">
            <RecordsHead
              columns={[[t('island.contracts.col.account')], [t('island.contracts.col.state')], [t('island.contracts.col.actions')]]}
            />
            <tbody>
              {value.downlines.map((d) => (
                <tr key={d.account} data-account={d.account}>
                  <td>{d.nickname ? `${d.account} (${d.nickname})` : d.account}</td>
                  <td>
                    {d.contract
                      ? t(d.contract.terminationAsked ? 'island.contracts.state.ending' : 'island.contracts.state.active', {
                          rate: rate(d.contract.topRate),
                        })
                      : ''}
                    {d.contract && d.offer ? ' · ' : ''}
                    {d.offer ? t('island.contracts.state.offered', { rate: rate(d.offer.topRate) }) : ''}
                    {!d.contract && !d.offer ? t('island.contracts.state.none') : ''}
                  </td>
                  <td className="contract-actions">
                    {!d.offer && (
                      <button
                        type="button"
                        className="btn btn-primary btn-small"
                        onClick={(e) => setOffering({ account: d.account, opener: e.currentTarget })}
                      >
                        {t('island.contracts.offer')}
                      </button>
                    )}{' '}
                    {d.offer && <TerminateButton kind={kind} contract={d.offer} label={t('island.contracts.withdraw')} />}{' '}
                    {d.contract && !d.contract.terminationAsked && (
                      <TerminateButton kind={kind} contract={d.contract} label={t('island.contracts.terminate')} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </RecordTable>
      )}
      {offering && (
        <OfferContractDialog
          account={offering.account}
          kind={kind}
          opener={offering.opener}
          onClose={() => setOffering(null)}
          onDone={() => setSentTo(offering.account)}
        />
      )}
    </TitledSection>
  );
}

function Settlements(props: { state: RecordsState; onSide: (side: Side) => void; side: Side; value: Page | undefined }) {
  const { state, side, value } = props;
  const { money, rate, period } = useFormats();
  const records = value?.records;
  const why = (s: ContractSettlement) =>
    s.tier
      ? t('island.contracts.why', { tier: s.tier, rate: rate(s.rate), base: money(s.base), basis: t(`island.contracts.basis.${s.basis}`) })
      : t('island.contracts.noTier');
  return (
    <RecordsView
      state={state}
      summary={records ? t('island.contracts.summary', { count: records.totalCount, amount: money(records.totalAmount) }) : ''}
      {...pagesOf(records)}
      filters={
        // Without an upline nothing is ever received: the paid side alone, with nothing to choose.
        value?.upline !== null && (
          <SelectField
            id="contract-side"
            label={t('island.contracts.side')}
            value={side}
            options={(['RECEIVED', 'PAID'] as const).map((s) => [s, t(`island.contracts.side.${s}`)])}
            onChange={(s) => props.onSide(s as Side)}
          />
        )
      }
    >
      <RecordsTable<ContractSettlement>
        className="contract-settlements"
        rows={records?.list}
        columns={[
          column(t('island.contracts.col.period'), period),
          side === 'PAID'
            ? column(t('island.contracts.col.downline'), (s) => s.downline)
            : column(t('island.contracts.col.upline'), (s) => s.upline),
          figureColumn(t('island.contracts.col.amount'), (s) => money(s.amount)),
          column(t('island.contracts.col.why'), why),
          column(t('island.contracts.col.figures'), (s) =>
            t('island.contracts.figures', { active: s.activeMembers, validBet: money(s.validBet), profit: signed(s.profit, money) }),
          ),
        ]}
        rowKey={(s) => s.id}
        rowData={(s) => ({ 'data-settlement': s.id })}
      />
    </RecordsView>
  );
}

export const DividendContracts = () => <ContractsPage kind="DIVIDEND" />;
export const DailySalary = () => <ContractsPage kind="DAILY" />;
export const HourlySalary = () => <ContractsPage kind="HOURLY" />;
export const RealtimeSalary = () => <ContractsPage kind="REALTIME" />;
