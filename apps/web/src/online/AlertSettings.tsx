import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import {
  ALERT_EVENTS,
  type AlertChannels,
  type AlertEvent,
  type AlertSettings,
  type AlertSettingsResponse,
} from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import {
  alertSettings,
  deviceSubscription,
  pushSupported,
  removeSubscription,
  saveAlertSettings,
  setMailAddress,
  turnPushOff,
  turnPushOn,
} from './alerts-api.js';
import type { Identity } from './identity.js';

/** Every event, in the order of the protocol's list. */
const EVENTS: readonly AlertEvent[] = ALERT_EVENTS;
const CHANNELS: readonly (keyof AlertChannels)[] = ['push', 'mail'];
const MODES: readonly AlertSettings['mail'][] = ['immediate', 'digest', 'none'];

const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * On one's own player page: which events alert, by notification and by e-mail, quiet hours, this
 * device's notifications (permission is asked only when the player turns them on) and the mail
 * address (registered players, when the server sends mail).
 */
export function AlertSettingsPanel({ identity }: { identity: Identity }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [data, setData] = useState<AlertSettingsResponse | null>(null);
  const [settings, setSettings] = useState<AlertSettings | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [device, setDevice] = useState<string | null>(deviceSubscription());
  const load = () =>
    void alertSettings(identity).then((r) => {
      if (!r.ok) return setProblem(r);
      setData(r.value);
      setSettings(r.value.settings);
      setAddress(r.value.address?.address ?? '');
    });
  useEffect(load, [identity]);
  if (!data || !settings)
    return <section class="alerts">{problem && <p class="problem">{errorText(problem, t)}</p>}</section>;

  const toggle = (event: AlertEvent, channel: keyof AlertChannels, on: boolean) =>
    setSettings({
      ...settings,
      events: { ...settings.events, [event]: { ...settings.events[event], [channel]: on } },
    });
  const quiet = settings.quiet;
  const save = async () => {
    const r = await saveAlertSettings(identity, settings, lang);
    if (!r.ok) return setProblem(r);
    setProblem(null);
    setNote(t('alerts.saved'));
  };
  const pushOn = async () => {
    const r = await turnPushOn(identity, data.pushKey, lang);
    if (r === 'denied') setNote(t('alerts.pushDenied'));
    else if (r === 'failed') setNote(t('alerts.pushUnsupported'));
    setDevice(deviceSubscription());
    load();
  };
  const pushOff = async () => {
    await turnPushOff(identity);
    setDevice(null);
    load();
  };
  const mailUsable = data.mailEnabled && data.mailAllowed;
  return (
    <section class="alerts" data-alerts="ready" data-mail={String(data.mailEnabled)}>
      <h3>{t('alerts.title')}</h3>
      <p class="muted">{t('alerts.intro')}</p>
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      {note && <p class="muted">{note}</p>}

      <h4>{t('alerts.push')}</h4>
      {!pushSupported() ? (
        <p class="muted">{t('alerts.pushUnsupported')}</p>
      ) : device && data.subscriptions.some((s) => s.id === device) ? (
        <p>
          {t('alerts.pushActive')}{' '}
          <button type="button" data-action="push-off" onClick={() => void pushOff()}>
            {t('alerts.pushOff')}
          </button>
        </p>
      ) : (
        <button type="button" data-action="push-on" onClick={() => void pushOn()}>
          {t('alerts.pushOn')}
        </button>
      )}
      {data.subscriptions.length > 0 && (
        <>
          <p class="muted">{t('alerts.devices')}</p>
          <ul>
            {data.subscriptions.map((s) => (
              <li key={s.id} data-subscription={s.id}>
                {s.label} · {new Date(s.createdAt).toLocaleDateString()}{' '}
                <button
                  type="button"
                  onClick={async () => {
                    const r = await removeSubscription(identity, s.id);
                    if (!r.ok) setProblem(r);
                    load();
                  }}
                >
                  {t('alerts.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      <h4>{t('alerts.mail')}</h4>
      {!data.mailEnabled ? (
        <p class="muted" data-note="mail-off">
          {t('alerts.mailOff')}
        </p>
      ) : !data.mailAllowed ? (
        <p class="muted">{t('alerts.mailGuests')}</p>
      ) : (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const r = await setMailAddress(identity, address.trim() === '' ? null : address.trim());
            if (!r.ok) return setProblem(r);
            setProblem(null);
            load();
          }}
        >
          <label>
            {t('alerts.address')}{' '}
            <input
              type="email"
              maxLength={254}
              value={address}
              onInput={(e) => setAddress(e.currentTarget.value)}
            />
          </label>{' '}
          <button type="submit">{t('alerts.sendConfirmation')}</button>
          {data.address && (
            <p class="muted">
              {t(data.address.confirmed ? 'alerts.confirmed' : 'alerts.unconfirmed', {
                address: data.address.address,
              })}
            </p>
          )}
        </form>
      )}

      <h4>{t('alerts.events')}</h4>
      <table class="alerts-events">
        <thead>
          <tr>
            <th>
              <span class="sr">{t('a11y.event')}</span>
            </th>
            {CHANNELS.map((c) => (
              <th key={c}>{t(`alerts.channel.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EVENTS.map((event) => (
            <tr key={event}>
              <th scope="row">{t(`alerts.event.${event}`)}</th>
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    data-alert={`${event}-${channel}`}
                    aria-label={`${t(`alerts.event.${event}`)}: ${t(`alerts.channel.${channel}`)}`}
                    checked={settings.events[event][channel]}
                    disabled={channel === 'mail' && !mailUsable}
                    onChange={(e) => toggle(event, channel, e.currentTarget.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {mailUsable && (
        <p>
          <label>
            {t('alerts.mailMode')}{' '}
            <select
              value={settings.mail}
              onChange={(e) =>
                setSettings({ ...settings, mail: e.currentTarget.value as AlertSettings['mail'] })
              }
            >
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`alerts.mode.${m}`)}
                </option>
              ))}
            </select>
          </label>
        </p>
      )}
      <p>
        <label>
          <input
            type="checkbox"
            data-alert="quiet"
            checked={quiet !== null}
            onChange={(e) =>
              setSettings({
                ...settings,
                quiet: e.currentTarget.checked ? { from: '22:00', to: '07:00', timeZone: localZone() } : null,
              })
            }
          />{' '}
          {t('alerts.quiet')}
        </label>
        {quiet && (
          <>
            {' '}
            {t('alerts.quietFrom')}{' '}
            <input
              type="time"
              value={quiet.from}
              onInput={(e) => setSettings({ ...settings, quiet: { ...quiet, from: e.currentTarget.value } })}
            />{' '}
            {t('alerts.quietTo')}{' '}
            <input
              type="time"
              value={quiet.to}
              onInput={(e) => setSettings({ ...settings, quiet: { ...quiet, to: e.currentTarget.value } })}
            />{' '}
            <span class="muted">{t('alerts.quietZone', { zone: quiet.timeZone })}</span>
          </>
        )}
      </p>
      <button type="button" data-action="save-alerts" onClick={() => void save()}>
        {t('alerts.save')}
      </button>
    </section>
  );
}
