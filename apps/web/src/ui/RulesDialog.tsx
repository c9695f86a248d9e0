import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ADD_ONS, PRESETS, presetEntry } from '../game/catalogue.js';
import type { Lang } from '../i18n/index.js';
import type { RulesText } from '../rules/index.js';
import type { Key } from '../i18n/index.js';
import { useLang, useT } from './context.js';
import { Dialog } from './Dialog.js';
import { Icon } from './icons.js';

type AllRules = Readonly<Record<Lang, RulesText>>;
let rules: AllRules | null = null;
/** The rules pages, every language, loaded when a rules dialog first opens (their own chunk). */
function loadRules(): Promise<AllRules> {
  return import('../rules/index.js').then((m) => {
    rules = m.RULES;
    return m.RULES;
  });
}

/** The rules in force for a preset: its own options, overridden by the table's. */
export interface RulesChoice {
  readonly preset: string;
  readonly options: Readonly<Record<string, boolean | string>>;
}

/** Sentences for the rule options in force (farmers off leaves farm scoring out; the strategic variant off says nothing). */
export function optionSentences(
  options: Readonly<Record<string, boolean | string>>,
  sentences: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(options).flatMap(([k, v]) => {
    if (k === 'farmerScoring' && options.farmers === false) return [];
    if (k === 'strategic' && v !== true) return [];
    const s = sentences[`${k}.${String(v)}`];
    return s ? [s] : [];
  });
}

/** The rules page of any game and preset, in the page's language; opens on the game being played. */
export function RulesDialog({
  current,
  onClose,
}: {
  current: RulesChoice;
  onClose: () => void;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [preset, setPreset] = useState(current.preset);
  const [all, setAll] = useState(rules);
  useEffect(() => {
    if (!all) void loadRules().then(setAll);
  }, []);
  const info = presetEntry(preset) ?? presetEntry(current.preset)!;
  const options = preset === current.preset ? current.options : info.options;
  return (
    <Dialog labelledBy="rules-title" onClose={onClose} class="rules-dialog">
      <div class="rules-head">
        <h2 id="rules-title">
          <Icon name="book" size={20} /> {t('rules.title')}
        </h2>
        <button type="button" data-action="close-rules" aria-label={t('notice.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <label class="rules-pick">
        {t('rules.pick')}{' '}
        <select
          data-rules-preset
          value={preset}
          onChange={(e) => setPreset((e.currentTarget as HTMLSelectElement).value)}
        >
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`preset.${p.id}` as Key)}
            </option>
          ))}
        </select>
      </label>
      {all && (
        <RulesPage
          text={all[lang]}
          game={info.game}
          tileSet={info.tileSet}
          options={options}
          own={preset === current.preset}
        />
      )}
    </Dialog>
  );
}

/** The rules page of a game: its tile set, the options in force (`own`: the table's), its sections. */
function RulesPage({
  text,
  game,
  tileSet,
  options,
  own,
}: {
  text: RulesText;
  game: keyof RulesText['games'];
  tileSet: string;
  options: Readonly<Record<string, boolean | string>>;
  own: boolean;
}): JSX.Element {
  const t = useT();
  // Carcassonne's expansions follow its own sections (rules.md A7–A9).
  const sections =
    game === 'carcassonne' ? [...text.games[game], ...Object.values(text.expansions)] : text.games[game];
  return (
    <article class="rules-text" data-rules-game={game}>
      <p class="tileset">{text.tileSets[tileSet] ?? ''}</p>
      {Object.keys(options).length > 0 && (
        <section>
          <h3>{own ? t('rules.inForce') : t('rules.ofPreset')}</h3>
          <ul data-rules-options>
            {optionSentences(options, text.options).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      )}
      {sections.map((s) => (
        <section key={s.heading}>
          <h3>{s.heading}</h3>
          <ul>
            {s.items.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

/** The rule options in force, always visible in the panel, and the button to the full rules. */
export function RulesInForce({ current, onOpen }: { current: RulesChoice; onOpen: () => void }): JSX.Element {
  const t = useT();
  // An add-on switched off is not a rule in force: six "without …" would hide the one that is on.
  const opts = Object.entries(current.options).filter(
    ([k, v]) =>
      !(k === 'farmerScoring' && current.options.farmers === false) && !(ADD_ONS.has(k) && v !== true),
  );
  return (
    <div class="rules-in-force" data-rules-in-force>
      <span class="preset">{t(`preset.${current.preset}` as Key)}</span>
      {opts.map(([k, v]) => (
        <span key={k} class="opt">
          {t(`short.${k}.${String(v)}` as Key)}
        </span>
      ))}
      <button type="button" data-action="rules" onClick={onOpen}>
        <Icon name="book" /> {t('rules.button')}
      </button>
    </div>
  );
}
