// Rolling a merchant's live site back to an earlier release: one link switched, nothing rebuilt,
// the release's bytes checked against its manifest first.
import { readCheckRecord } from './check/record.ts';
import { findRelease, listReleases, liveReleaseId, makeLive, ReleaseError, type ReleaseManifest, verifyRelease } from './releases.ts';

/**
 * Makes an earlier release live again with no rebuild: the named one, or the newest one before the
 * live one that the release gate did not hold. A held release goes live only when named with `force`.
 * Its files are checked against its manifest first, so what goes live is byte-identical to what was built.
 */
export async function rollback(
  out: string,
  merchant: string,
  id?: string,
  force = false,
): Promise<{ from: string | undefined; to: ReleaseManifest }> {
  const live = liveReleaseId(out, merchant);
  const held = async (release: ReleaseManifest) => (await readCheckRecord(out, merchant, release.id))?.held === true;
  let target: ReleaseManifest | undefined;
  if (id !== undefined) {
    target = await findRelease(out, merchant, id);
    if (target.id === live) throw new ReleaseError(`${id} is already the live release of ${merchant}`);
    const record = await readCheckRecord(out, merchant, target.id);
    if (record?.held && !force)
      throw new ReleaseError(
        `${id} was held by the release gate (${record.findings} finding${record.findings === 1 ? '' : 's'}, report ${record.report}): pass --force to make it live anyway`,
      );
  } else {
    const releases = await listReleases(out, merchant);
    const at = releases.findIndex((r) => r.id === live);
    for (const earlier of releases.slice(0, Math.max(at, 0)).reverse()) {
      if (!(await held(earlier))) {
        target = earlier;
        break;
      }
    }
    if (!target)
      throw new ReleaseError(
        live
          ? `${merchant} has no release before its live one (${live}) to roll back to`
          : `${merchant} has no live release to roll back from`,
      );
  }
  const broken = await verifyRelease(out, target);
  if (broken) throw new Error(`release ${target.id} of ${merchant} was altered on disk (${broken}): not made live`);
  await makeLive(out, merchant, target.id);
  return { from: live, to: target };
}
