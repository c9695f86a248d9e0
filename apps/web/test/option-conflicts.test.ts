/**
 * The new-game form's unavailable options (option-conflicts.ts): an option the engine would refuse
 * beside those ticked is named with the ticked one in its way, both ways round.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/game/config.js';
import { optionConflicts } from '../src/game/option-conflicts.js';

describe('option conflicts', () => {
  const base = defaultConfig();

  it('leaves every option available when none is ticked', () => {
    expect([...optionConflicts(base)]).toEqual([]);
  });

  it('holds The River back beside the strategic variant, and the variant beside The River', () => {
    expect([...optionConflicts({ ...base, options: { ...base.options, strategic: true } })]).toEqual([
      ['theRiver', 'strategic'],
    ]);
    expect([...optionConflicts({ ...base, options: { ...base.options, theRiver: true } })]).toEqual([
      ['strategic', 'theRiver'],
    ]);
  });

  it('lets the expansions that play together be ticked together', () => {
    const options = {
      ...base.options,
      innsAndCathedrals: true,
      princessAndDragon: true,
      abbeyAndMayor: true,
    };
    expect([...optionConflicts({ ...base, options })]).toEqual([]);
  });
});
