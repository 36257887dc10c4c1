import { pageConfig } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { createOneClickAccount, playForFree } from '../../../stores/auth.ts';
import { startSocialSignIn, type SocialProvider } from './social.ts';
import { useSending } from '../../ui/use-sending.ts';
import { useAgeBox } from './age-box.tsx';

const PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

interface Props {
  freePlay: boolean;
  /** One-click made an account: show its credentials once. */
  onCreated: (credentials: { username: string; password: string }) => void;
}

/** Free play (FREEPLAY3), one-click registration (signIn.oneClick) and social sign-in (signIn.social). */
export function MoreWaysIn({ freePlay, onCreated }: Props) {
  const { signIn } = pageConfig();
  const { pending, formError: error, send: run } = useSending();

  const playFree = () => run(playForFree);
  const age = useAgeBox('one-click-age');
  const oneClick = () => {
    if (age.confirmed()) void run(async () => onCreated(await createOneClickAccount(age.ageConfirmed)));
  };

  const social = signIn.social as SocialProvider[];
  if (!freePlay && !signIn.oneClick && !social.length) return null;
  return (
    <div className="more-ways">
      <p className="more-ways-title">{t('island.login.moreWays')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {freePlay && (
        <button type="button" className="btn btn-ghost" onClick={playFree} disabled={pending}>
          {t('island.login.freePlay')}
        </button>
      )}
      {signIn.oneClick && age.box}
      {signIn.oneClick && (
        <button type="button" className="btn btn-ghost" onClick={oneClick} disabled={pending}>
          {t('island.login.oneClick')}
        </button>
      )}
      {social.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`btn btn-ghost social-${provider}`}
          onClick={() => startSocialSignIn(provider)}
          disabled={pending}
        >
          {t('island.login.social', { provider: PROVIDER_LABEL[provider] ?? provider })}
        </button>
      ))}
    </div>
  );
}
