import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProfileView } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';
import { formatDate, localDigits } from '../../format';

/** The address's mark of a save just made, so that the page drawn again says so. */
const SAVED_MARK = 'saved';

// The editor is its own chunk, fetched when the customer opens it: the profile page itself is server-drawn.
const ProfileEditor = lazy(() => import('./ProfileEditor').then((m) => ({ default: m.ProfileEditor })));

/** One line of the profile: its label and the value, left to right where it is a number or an address. */
function Detail({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  const { t } = useStorefront();
  return (
    <div className="profile-detail">
      <dt>{label}</dt>
      <dd dir={ltr && value ? 'ltr' : undefined}>
        {value || <span className="muted">{t('storefront.profile.none')}</span>}
      </dd>
    </div>
  );
}

/** What an attribute's value reads as: its choices' labels, yes or no for a switch. */
function attributeText(
  attribute: ProfileView['attributes'][number],
  t: (key: string) => string,
  separator: string,
): string {
  if (!attribute.value) return '';
  if (attribute.control === 'switch')
    return t(attribute.value === 'true' ? 'storefront.common.yes' : 'storefront.common.no');
  const label = (v: string) => attribute.options.find((o) => o.value === v)?.label ?? v;
  return attribute.value.split('|').filter(Boolean).map(label).join(separator);
}

/**
 * /account/profile: the customer's record as the server read it, and the three-step editor (spec 1 §2.7) when the
 * store's customer.canchangeprofile allows changes; otherwise the page says so and offers none (the API refuses
 * them too).
 */
export function ProfileSection() {
  const { state, t } = useStorefront();
  const profile = state.data.profile;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SAVED_MARK)) return;
    setSaved(true);
    url.searchParams.delete(SAVED_MARK);
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  }, []);
  if (!profile) return null;
  const field = (name: string) => t(`storefront.profile.fields.${name}`);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <div className="profile" data-testid="profile">
      {saved && (
        <p className="alert alert--success" role="status">
          {t('storefront.profile.saved')}
        </p>
      )}
      <div className="profile-card">
        {profile.avatarUrl ? (
          <img className="avatar profile-avatar" src={profile.avatarUrl} alt="" width={96} height={96} />
        ) : (
          <span className="avatar profile-avatar avatar--placeholder" aria-hidden="true">
            {(name || profile.username || '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <dl className="profile-details">
          <Detail label={field('username')} value={profile.username ?? ''} ltr />
          <Detail label={field('email')} value={profile.email ?? ''} ltr />
          <Detail label={field('mobile')} value={profile.mobile ?? ''} ltr />
          <Detail label={field('nationalCode')} value={localDigits(profile.nationalCode ?? '', state.lang)} />
          <Detail label={field('name')} value={name} />
          <Detail
            label={field('gender')}
            value={profile.gender ? t(`storefront.profile.gender.${profile.gender}`) : ''}
          />
          <Detail label={field('dateOfBirth')} value={formatDate(profile.dateOfBirth, state.lang)} />
          <Detail
            label={field('languageCode')}
            value={profile.languageCode ? t(`storefront.profile.language.${profile.languageCode}`) : ''}
          />
          {profile.attributes.map((a) => (
            <Detail key={a.id} label={a.name} value={attributeText(a, t, state.lang === 'fa' ? '، ' : ', ')} />
          ))}
        </dl>
      </div>
      {profile.canChange ? (
        <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
          {t('storefront.profile.edit')}
        </button>
      ) : (
        <p className="muted" data-testid="profile-readonly">
          {t('storefront.profile.readonly')}
        </p>
      )}
      {editing && (
        <Suspense fallback={<p className="muted">{t('storefront.common.loading')}</p>}>
          <ProfileEditor
            profile={profile}
            onClose={() => setEditing(false)}
            onSaved={() => {
              const url = new URL(window.location.href);
              url.searchParams.set(SAVED_MARK, '1');
              window.location.assign(url.pathname + url.search);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
