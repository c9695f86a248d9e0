import { describe, expect, it } from 'vitest';
import { ALL_PRESETS, ERROR_CODES, GAMES, SEGMENT_KINDS } from '@carcassonne/engine';
import { SERVER_ERROR_CODES } from '@carcassonne/protocol';
import { LANGS, en, hasKey } from '../src/i18n/index.js';
import { RULES } from '../src/rules/index.js';

/** Every word the page builds from engine data must exist in every language; a missing one fails here. */
describe('four complete languages', () => {
  const langs = Object.keys(LANGS) as (keyof typeof LANGS)[];

  it('has every key in every language, none empty', () => {
    for (const lang of langs) {
      const d = LANGS[lang];
      const missing = Object.keys(en).filter((k) => !Object.hasOwn(d, k));
      const extra = Object.keys(d).filter((k) => !Object.hasOwn(en, k));
      expect(missing, `${lang} lacks`).toEqual([]);
      expect(extra, `${lang} has unknown`).toEqual([]);
      for (const [k, v] of Object.entries(d)) expect(v.trim().length, `${lang} ${k}`).toBeGreaterThan(0);
    }
  });

  it('names every preset, option value, scoring kind, follower role, colour and segment kind of the engine', () => {
    const needed: string[] = [];
    for (const p of ALL_PRESETS) needed.push(`preset.${p.id}`);
    for (const g of Object.values(GAMES)) {
      for (const o of g.options)
        for (const v of o.values) {
          needed.push(`option.${o.key}`, `short.${o.key}.${String(v)}`);
          // A choice among words (not on or off) names each value in the new-game form.
          if (typeof v === 'string') needed.push(`option.${o.key}.${v}`);
        }
      for (const k of g.scoringKinds) needed.push(`kind.${k}`);
      for (const r of Object.values(g.followerRoles)) needed.push(`role.${r}`, `roleA.${r}`);
      for (const c of g.colors) needed.push(`color.${c}`);
    }
    for (const k of SEGMENT_KINDS) needed.push(`where.${k}`);
    for (const k of SEGMENT_KINDS.filter((x) => x !== 'field'))
      needed.push(`feat.one.${k}`, `feat.many.${k}`, `edgeTile.${k}`);
    for (const code of ERROR_CODES) needed.push(`error.${code}`);
    expect(needed.filter((k) => !hasKey(k))).toEqual([]);
  });

  it('words every refusal of the online server (its declared codes) and a lost connection', () => {
    const needed = [...SERVER_ERROR_CODES, 'disconnected'].map((code) => `error.${code}`);
    expect(needed.filter((k) => !hasKey(k))).toEqual([]);
    for (const lang of langs) {
      for (const k of needed) expect(Object.hasOwn(LANGS[lang], k), `${lang} ${k}`).toBe(true);
    }
  });

  it('has the rules of every game, tile set and option value in every language, in the same shape', () => {
    const shape = (lang: keyof typeof RULES) => {
      const r = RULES[lang];
      return {
        games: Object.fromEntries(
          Object.entries(r.games).map(([g, secs]) => [g, secs.map((s) => s.items.length)]),
        ),
        tileSets: Object.keys(r.tileSets).sort(),
        options: Object.keys(r.options).sort(),
      };
    };
    for (const lang of langs) expect(shape(lang), lang).toEqual(shape('en'));
    for (const p of ALL_PRESETS) expect(RULES.en.games[p.game], p.id).toBeDefined();
    for (const p of ALL_PRESETS) expect(RULES.en.tileSets[p.tileSet], p.tileSet).toBeDefined();
    for (const g of Object.values(GAMES))
      for (const o of g.options)
        for (const v of o.values) expect(RULES.en.options[`${o.key}.${String(v)}`]).toBeDefined();
    for (const lang of langs)
      for (const secs of Object.values(RULES[lang].games))
        for (const s of secs)
          for (const x of [s.heading, ...s.items]) expect(x.trim().length).toBeGreaterThan(0);
  });
});
