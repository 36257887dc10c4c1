import { useStore } from '@nanostores/react';
import type { MemberInfo } from '../../../contract/generated/member-info.ts';
import { $avatarUrl, avatarFailed } from '../../stores/avatar.ts';

/**
 * The member's avatar: the gateway's icon, or the name's initial when there is none or it fails to
 * load (the fallback avatar of specification section 8). Decorative: the name is written beside it.
 */
export function Avatar({ member, large = false }: { member: Pick<MemberInfo, 'nickname' | 'account'>; large?: boolean }) {
  const size = large ? 56 : 32;
  const url = useStore($avatarUrl);
  return (
    <span className={large ? 'avatar avatar-large' : 'avatar'} aria-hidden="true">
      {url ? (
        <img src={url} alt="" width={size} height={size} onError={avatarFailed} />
      ) : (
        (member.nickname || member.account || '?').slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
