import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../ui/context.js';
import { loadSoundSettings, playAlert, saveSoundSettings, type SoundSettings } from './alerts.js';

/** The alerts' settings, kept in this browser: the sound on or off, and its volume. */
export function SoundSettingsPanel(): JSX.Element {
  const t = useT();
  const [settings, setSettings] = useState<SoundSettings>(loadSoundSettings);
  const change = (next: SoundSettings) => {
    saveSoundSettings(next);
    setSettings(next);
  };
  return (
    <section class="lobby-list alert-settings">
      <h3>{t('alerts.title')}</h3>
      <label>
        <input
          type="checkbox"
          name="alert-sound"
          checked={!settings.muted}
          onChange={(e) => change({ ...settings, muted: !(e.currentTarget as HTMLInputElement).checked })}
        />{' '}
        {t('alerts.sound')}
      </label>{' '}
      <label>
        {t('alerts.volume')}{' '}
        <input
          type="range"
          name="alert-volume"
          min={0}
          max={100}
          step={5}
          disabled={settings.muted}
          value={Math.round(settings.volume * 100)}
          onChange={(e) =>
            change({ ...settings, volume: Number((e.currentTarget as HTMLInputElement).value) / 100 })
          }
        />
      </label>{' '}
      <button
        type="button"
        data-action="try-alert"
        disabled={settings.muted}
        onClick={() => playAlert('turn', settings)}
      >
        {t('alerts.try')}
      </button>
    </section>
  );
}
